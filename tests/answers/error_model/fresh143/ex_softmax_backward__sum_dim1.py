# exercise: ex_softmax_backward
# mistake: The sum Σ_j dP_j P_j is taken over dim=1, which is the last axis only for 2-D inputs; for (b, h, n, n) tensors it sums over the wrong axis; it must be dim=-1. [cond: inputs with more than 2 axes]
import torch


def ex_softmax_backward(P, dP):
    # rows are the softmax dimension
    dot = (P * dP).sum(dim=1, keepdim=True)
    dS = P * (dP - dot)
    return dS
