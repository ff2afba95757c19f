# exercise: ex_softmax_backward
# mistake: Summed dP * P along the last axis without keepdim=True, so the sum broadcasts along the wrong axis (wrong values for square inputs, a shape error otherwise).
import torch


def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1)
    dS = P * (dP - s)
    return dS
