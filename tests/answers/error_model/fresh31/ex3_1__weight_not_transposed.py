# exercise: ex3_1
# mistake: The learner copied each nn.Linear weight (d_out, d_in) into sa_v1 as is; SelfAttention_v1 computes x @ W and needs the transpose (d_in, d_out), so sa_v1(x) fails on the (6, 3) inputs.

import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # same kernels as in Flax: Dense kernel -> raw matrix
    sa_v1.W_query = nn.Parameter(sa_v2.W_query.weight.detach().clone())
    sa_v1.W_key = nn.Parameter(sa_v2.W_key.weight.detach().clone())
    sa_v1.W_value = nn.Parameter(sa_v2.W_value.weight.detach().clone())
