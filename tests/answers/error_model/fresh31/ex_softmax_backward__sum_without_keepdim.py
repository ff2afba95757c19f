# exercise: ex_softmax_backward
# mistake: The learner summed P·dP over the last axis without keepdim, so the row sums broadcast along the wrong axis (or fail to broadcast); use .sum(-1, keepdim=True). [cond: P has more than one axis]

import torch


def ex_softmax_backward(P, dP):
    # dS = P * (dP - <P, dP>)
    inner = (P * dP).sum(dim=-1)
    return P * (dP - inner)
