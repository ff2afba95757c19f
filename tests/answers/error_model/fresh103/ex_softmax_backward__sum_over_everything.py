# exercise: ex_softmax_backward
# mistake: The learner sums dP·P over the whole tensor (.sum() without dim), which is right only for a single row; the sum must be along the last axis with keepdim. [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    if P.shape != dP.shape:
        raise ValueError("P and dP must have the same shape")
    if P.numel() == 0:
        return torch.zeros_like(P)
    inner = (dP * P).sum()
    return P * (dP - inner)
