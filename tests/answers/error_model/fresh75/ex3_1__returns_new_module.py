# exercise: ex3_1
# mistake: Built and returned a new SelfAttention_v1 with sa_v2's weights, leaving sa_v1 itself unchanged; the exercise asks to change sa_v1 in place and return nothing.

import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    new_v1 = type(sa_v1)(d_in, d_out)
    new_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    new_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    new_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
    return new_v1
