# exercise: ex_softmax_backward
# mistake: Took the sum of dP * P over the whole tensor instead of along the last axis with keepdim. [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    dot = (dP * P).sum()
    return P * (dP - dot)
