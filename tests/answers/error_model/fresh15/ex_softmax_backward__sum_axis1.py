# exercise: ex_softmax_backward
# mistake: Sums P·dP over axis 1 (the row axis of the 2-D case it was written for) instead of the last axis, so for 3-D/4-D inputs the correction term is summed over the wrong axis and dS is wrong.
import torch


def ex_softmax_backward(P, dP):
    if P.shape != dP.shape:
        raise ValueError(f"P and dP must have the same shape, got {tuple(P.shape)} and {tuple(dP.shape)}")
    if P.dim() == 1:
        return P * (dP - (P * dP).sum())
    dot = (P * dP).sum(dim=1, keepdim=True)
    return P * (dP - dot)
