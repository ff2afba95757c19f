# exercise: ex_softmax_backward
# mistake: Sums (dP * P) over the last axis without keepdim, so the row sums broadcast along the wrong axis (wrong values, or an error for non-square shapes); use keepdim=True.

import torch


def ex_softmax_backward(P, dP):
    # dS = P * (dP - <dP, P>)
    return P * (dP - (dP * P).sum(dim=-1))
