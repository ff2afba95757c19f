# exercise: ex3_1
# mistake: Reshaped each (d_out, d_in) weight to (d_in, d_out) with .view, which keeps the memory order instead of transposing; it must be weight.T.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    d_out, d_in = sa_v2.W_query.weight.shape
    # v1 wants (d_in, d_out)
    sa_v1.W_query = nn.Parameter(sa_v2.W_query.weight.detach().clone().view(d_in, d_out))
    sa_v1.W_key = nn.Parameter(sa_v2.W_key.weight.detach().clone().view(d_in, d_out))
    sa_v1.W_value = nn.Parameter(sa_v2.W_value.weight.detach().clone().view(d_in, d_out))
