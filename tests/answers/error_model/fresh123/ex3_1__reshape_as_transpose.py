# exercise: ex3_1
# mistake: Turns the (d_out, d_in) weights into (d_in, d_out) with .reshape instead of a transpose, which only reinterprets the memory and scrambles the entries; it must be weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    d_in = sa_v1.W_query.shape[0]
    d_out = sa_v1.W_query.shape[1]
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.reshape(d_in, d_out))
        sa_v1.W_key.copy_(sa_v2.W_key.weight.reshape(d_in, d_out))
        sa_v1.W_value.copy_(sa_v2.W_value.weight.reshape(d_in, d_out))
