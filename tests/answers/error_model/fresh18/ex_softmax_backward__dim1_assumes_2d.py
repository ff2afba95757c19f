# exercise: ex_softmax_backward
# mistake: Summed over dim=1, which is the last axis only for 2-D (n, n) inputs; for batched (…, n, n) inputs the row sum must be over dim=-1. [cond: P has more than 2 axes]
import torch


def ex_softmax_backward(P, dP):
    # sum over the keys of each row
    s = (P * dP).sum(dim=1, keepdim=True)
    return P * (dP - s)
