# exercise: ex_softmax_backward
# mistake: Subtracts the plain row sum Σ_j dP_j instead of the P-weighted sum Σ_j dP_j P_j.
import torch


def ex_softmax_backward(P, dP):
    row = dP.sum(dim=-1, keepdim=True)
    dS = P * (dP - row)
    return dS
