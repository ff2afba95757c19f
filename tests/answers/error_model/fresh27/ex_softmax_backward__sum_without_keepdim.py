# exercise: ex_softmax_backward
# mistake: Summed (P * dP) over the last axis without keepdim=True, so the row sums (shape (...,)) broadcast along the wrong axis (wrong values, or raises when sizes differ); keep the axis: .sum(-1, keepdim=True). [cond: P has 2 or more axes]
import torch


def ex_softmax_backward(P, dP):
    s = (P * dP).sum(dim=-1)
    return P * (dP - s)
