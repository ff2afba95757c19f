# exercise: ex3_1
# mistake: Builds the transpose with as_strided using strides (1, d_out) instead of (1, d_in), so the (d_in, d_out) matrices read the wrong elements of the weight; the stride along the second axis must be the row length d_in of the (d_out, d_in) weight (or just use .T). [cond: whenever d_in != d_out]
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            w = getattr(sa_v2, name).weight       # (d_out, d_in), contiguous
            d_out, d_in = w.shape
            wt = w.as_strided((d_in, d_out), (1, d_out))  # zero-copy transpose
            getattr(sa_v1, name).copy_(wt)
