# exercise: ex_softmax_backward
# mistake: Sums along the last axis without keepdim, so the (..., m) row sums broadcast along the last axis instead of each row getting its own sum (wrong values when the last two axes have the same size, an error otherwise); keepdim=True is needed. [cond: only for 2 or more axes]
import torch


def ex_softmax_backward(P, dP):
    s = torch.einsum("...i,...i->...", dP, P)
    return P * (dP - s)
