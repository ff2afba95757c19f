# exercise: ex_softmax_backward
# mistake: The row sum Σⱼ Pⱼ dPⱼ is taken with .sum(dim=1, keepdim=True), hard-coded from the 2-D test; for more axes it must be over the last axis, .sum(dim=-1, keepdim=True). [cond: more than 2 axes]
import torch


def ex_softmax_backward(P, dP):
    # dS_i = P_i * (dP_i - sum_j P_j dP_j)
    s = (P * dP).sum(dim=1, keepdim=True)
    return P * (dP - s)
