# exercise: ex_softmax_backward
# mistake: Subtracted the plain sum of dP along the last axis instead of the P-weighted sum Σ_j dP_j P_j; dS = P ⊙ (dP − (dP ⊙ P).sum(-1, keepdim=True)).
import torch


def ex_softmax_backward(P, dP):
    s = dP.sum(dim=-1, keepdim=True)
    return P * (dP - s)
