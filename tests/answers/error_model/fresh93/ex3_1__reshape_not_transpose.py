# exercise: ex3_1
# mistake: Turns the (d_out, d_in) Linear weights into (d_in, d_out) with reshape instead of a transpose, so the shape fits but the numbers are scrambled; it needs weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        d_in, d_out = sa_v1.W_query.shape
        sa_v1.W_query.copy_(sa_v2.W_query.weight.reshape(d_in, d_out))
        sa_v1.W_key.copy_(sa_v2.W_key.weight.reshape(d_in, d_out))
        sa_v1.W_value.copy_(sa_v2.W_value.weight.reshape(d_in, d_out))
