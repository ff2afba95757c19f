# exercise: ex3_1
# mistake: The learner reshaped each (d_out, d_in) weight to (d_in, d_out) instead of transposing it; reshape keeps the memory order and scrambles the entries, the right matrix is weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.reshape(d_in, d_out))
        sa_v1.W_key.copy_(sa_v2.W_key.weight.reshape(d_in, d_out))
        sa_v1.W_value.copy_(sa_v2.W_value.weight.reshape(d_in, d_out))
