# exercise: ex3_1
# mistake: The learner turned each (d_out, d_in) weight into (d_in, d_out) with .reshape, which keeps the memory order and scrambles the entries; the weight must be transposed (.T).
import torch


def ex3_1(sa_v1, sa_v2):
    d_in = sa_v1.W_query.shape[0]
    d_out = sa_v1.W_query.shape[1]
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.reshape(d_in, d_out))
        sa_v1.W_key.copy_(sa_v2.W_key.weight.reshape(d_in, d_out))
        sa_v1.W_value.copy_(sa_v2.W_value.weight.reshape(d_in, d_out))
