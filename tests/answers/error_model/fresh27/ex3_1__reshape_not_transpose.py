# exercise: ex3_1
# mistake: Turned the (d_out, d_in) Linear weights into (d_in, d_out) with .reshape, which keeps the memory order and scrambles the entries; the matrix sa_v1 needs is the transpose, weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        linear = getattr(sa_v2, name)
        d_out, d_in = linear.weight.shape
        # v1 computes x @ W, so W must be (d_in, d_out)
        with torch.no_grad():
            getattr(sa_v1, name).copy_(linear.weight.reshape(d_in, d_out))
