# exercise: ex_softmax_backward
# mistake: Summed dP * P over the last axis without keepdim=True, so the row sums broadcast along the wrong axis (or fail); keep the summed axis. [cond: the last two axes are equal in size]
import torch

def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1)
    return P * (dP - s)
