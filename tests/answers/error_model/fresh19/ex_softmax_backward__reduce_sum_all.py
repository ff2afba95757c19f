# exercise: ex_softmax_backward
# mistake: Sums P·dP over the whole tensor (reduce_sum with no axis) instead of over each row's last axis, so every row is corrected by the same global number; use (P * dP).sum(-1, keepdim=True). [cond: P has more than one row (any leading axis of size > 1)]
import torch


def ex_softmax_backward(P, dP):
    # dS = P * (dP - <P, dP>)
    inner = torch.sum(P * dP)
    return P * (dP - inner)
