# exercise: ex_softmax_backward
# mistake: Subtracted the plain row sum of dP instead of the P-weighted sum Σ_j P_j dP_j: dS = P ⊙ (dP - Σ_j P_j dP_j).
import torch


def ex_softmax_backward(P, dP):
    row = dP.sum(dim=-1, keepdim=True)
    return P * (dP - row)
