# exercise: ex_softmax_backward
# mistake: The learner sums along the last axis without keepdim, so the (..., ) row sums broadcast against the last axis instead of along each row (a shape error for most inputs, silently wrong values for a square (n, n) input); the sum needs keepdim=True. [cond: right only for 1-D inputs]
import torch


def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1)
    dS = P * (dP - s)
    return dS
