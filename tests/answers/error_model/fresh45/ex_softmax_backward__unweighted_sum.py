# exercise: ex_softmax_backward
# mistake: Subtracts the plain sum of dP along the last axis instead of the P-weighted sum Σ_j dP_j P_j; the right result is P * (dP - (dP * P).sum(-1, keepdim=True)).
import torch


def ex_softmax_backward(P, dP):
    s = dP.sum(dim=-1, keepdim=True)
    dS = P * (dP - s)
    return dS
