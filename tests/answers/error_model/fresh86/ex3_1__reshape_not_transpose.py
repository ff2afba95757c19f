# exercise: ex3_1
# mistake: The learner turns the (d_out, d_in) weights into (d_in, d_out) with reshape, which keeps the row-major order and scrambles the entries; a transpose (.T) is needed, not a reshape.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        d_in, d_out = sa_v1.W_query.shape
        sa_v1.W_query.copy_(sa_v2.W_query.weight.reshape(d_in, d_out))
        sa_v1.W_key.copy_(sa_v2.W_key.weight.reshape(d_in, d_out))
        sa_v1.W_value.copy_(sa_v2.W_value.weight.reshape(d_in, d_out))
