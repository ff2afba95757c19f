# exercise: ex_softmax_backward
# mistake: The learner summed (P * dP) over the last axis without keepdim, so the row sums broadcast along the wrong axis (wrong values for square trailing axes, an error otherwise); keepdim=True is needed.

import torch

def ex_softmax_backward(P, dP):
    # dS_i = P_i * (dP_i - sum_j P_j dP_j)
    s = (P * dP).sum(dim=-1)
    return P * (dP - s)
