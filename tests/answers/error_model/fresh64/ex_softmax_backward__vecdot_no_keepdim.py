# exercise: ex_softmax_backward
# mistake: Computes the row inner products with torch.linalg.vecdot(dP, P), which drops the last axis, so they broadcast along the wrong axis (or fail on non-square shapes); the (..., 1) shape with keepdim/unsqueeze(-1) is needed. [cond: more than one axis]
import torch


def ex_softmax_backward(P, dP):
    c = torch.linalg.vecdot(dP, P)       # <dP, P> per row
    return P * (dP - c)
