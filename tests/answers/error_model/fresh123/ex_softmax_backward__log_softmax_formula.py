# exercise: ex_softmax_backward
# mistake: Uses the log-softmax backward formula dS = dP - P * Σ dP instead of the softmax one dS = P * (dP - Σ dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    # softmax = exp(log_softmax) ; d log_softmax / dS = I - P
    total = dP.sum(dim=-1, keepdim=True)
    return dP - P * total
