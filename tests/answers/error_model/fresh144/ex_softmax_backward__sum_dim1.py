# exercise: ex_softmax_backward
# mistake: The row sum is taken along dim=1, which is the last axis only for 2-D inputs; for more axes it sums over the wrong one. It must be dim=-1. [cond: inputs that are not 2-D (more axes give wrong values, 1-D raises)]
import torch


def ex_softmax_backward(P, dP):
    inner = (P * dP).sum(dim=1, keepdim=True)
    dS = P * (dP - inner)
    return dS
