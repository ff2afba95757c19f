# exercise: ex_softmax_backward
# mistake: Subtracts the plain sum of dP along the last axis instead of the P-weighted sum Σ_j dP_j P_j; dS = P * (dP - (dP * P).sum(-1, keepdim=True)).
import torch

def ex_softmax_backward(P, dP):
    # dS_i = sum_j dP_j * P_j (delta_ij - P_i)  -> P_i * (dP_i - sum_j dP_j)
    total = dP.sum(dim=-1, keepdim=True)
    return P * (dP - total)
