# exercise: ex_softmax_backward
# mistake: Subtracted the row sums from dP in place, so the caller's dP is overwritten; the result must be built in a new tensor. [cond: the caller's dP is modified]
import torch


def ex_softmax_backward(P, dP):
    dP -= (dP * P).sum(dim=-1, keepdim=True)
    return P * dP
