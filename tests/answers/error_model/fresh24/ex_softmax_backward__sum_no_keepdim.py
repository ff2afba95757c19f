# exercise: ex_softmax_backward
# mistake: Summed dP ⊙ P over the last axis without keepdim, so the (…,) row sums broadcast against the last axis instead of each row (wrong values for square trailing axes, an error otherwise); use sum(-1, keepdim=True). [cond: P with 2 or more axes]
import torch


def ex_softmax_backward(P, dP):
    P64, dP64 = P.double(), dP.double()  # float64 accumulation for the row sums
    inner = (dP64 * P64).sum(dim=-1)
    return (P64 * (dP64 - inner)).to(P.dtype)
