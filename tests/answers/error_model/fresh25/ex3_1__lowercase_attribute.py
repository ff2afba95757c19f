# exercise: ex3_1
# mistake: The learner assigned the transposed weights to new attributes w_query, w_key, w_value (lower-case w), so sa_v1's own parameters W_query, W_key, W_value are never changed.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    sa_v1.w_query = nn.Parameter(sa_v2.W_query.weight.detach().T.clone())
    sa_v1.w_key = nn.Parameter(sa_v2.W_key.weight.detach().T.clone())
    sa_v1.w_value = nn.Parameter(sa_v2.W_value.weight.detach().T.clone())
