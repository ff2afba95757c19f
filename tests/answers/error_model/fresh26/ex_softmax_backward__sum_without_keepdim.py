# exercise: ex_softmax_backward
# mistake: Dropped keepdim in the row sum Σⱼ Pⱼ dPⱼ, so the (…, n) sums broadcast along the last axis (column j gets row j's sum) or fail to broadcast; keep the axis: sum(-1, keepdim=True). [cond: P has more than one axis]

import torch


def ex_softmax_backward(P, dP):
    # loop version: for each row i: dS[i] = P[i] * (dP[i] - (P[i] * dP[i]).sum())
    s = (P * dP).sum(dim=-1)
    return P * (dP - s)
