# exercise: ex3_1
# mistake: Used reshape(d_in, d_out) on the (d_out, d_in) Linear weight, which keeps the row-major order and scrambles the entries; the matrix must be transposed (weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            w = getattr(sa_v2, name).weight      # (d_out, d_in)
            d_out, d_in = w.shape
            getattr(sa_v1, name).copy_(w.reshape(d_in, d_out))
