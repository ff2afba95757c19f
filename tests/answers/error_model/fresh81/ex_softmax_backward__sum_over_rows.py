# exercise: ex_softmax_backward
# mistake: Took the sum Σ dP ⊙ P along dim=-2 (over the rows) instead of the last axis j, the axis of the softmax. [cond: inputs with at least 2 axes]
import torch


def ex_softmax_backward(P, dP):
    # dS_i = sum_j dP_j dP_j/dS_i = P_i (dP_i - sum_j dP_j P_j)
    weighted = (dP * P).sum(dim=-2, keepdim=True)
    return P * dP - P * weighted
