# exercise: ex_softmax_backward
# mistake: Subtracts the plain sum of dP along the last axis instead of the P-weighted sum Σ_j dP_j P_j; dS = P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    total = dP.sum(dim=-1, keepdim=True)
    dS = P * (dP - total)
    return dS
