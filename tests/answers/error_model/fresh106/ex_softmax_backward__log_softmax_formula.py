# exercise: ex_softmax_backward
# mistake: Used the backward of log_softmax, dS = dP - P * Σ dP, from a post about cross-entropy; the softmax backward is P * (dP - Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    grad_sum = dP.sum(dim=-1, keepdim=True)
    dS = dP - P * grad_sum
    return dS
