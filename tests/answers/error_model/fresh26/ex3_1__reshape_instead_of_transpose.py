# exercise: ex3_1
# mistake: Used reshape(d_in, d_out) to get the (d_in, d_out) shape, which reorders the numbers without transposing; the weights must be weight.T.

import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    with torch.no_grad():
        # make the Linear weight fit the v1 matrix shape
        sa_v1.W_query.copy_(sa_v2.W_query.weight.reshape(d_in, d_out))
        sa_v1.W_key.copy_(sa_v2.W_key.weight.reshape(d_in, d_out))
        sa_v1.W_value.copy_(sa_v2.W_value.weight.reshape(d_in, d_out))
