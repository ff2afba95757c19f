# exercise: ex3_1
# mistake: Copied the nn.Linear weights as they are, shape (d_out, d_in); SelfAttention_v1 computes x @ W and needs the transpose, weight.T of shape (d_in, d_out) (with d_in=3, d_out=2 sa_v1(x) then fails).

import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.detach().clone())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.detach().clone())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.detach().clone())
