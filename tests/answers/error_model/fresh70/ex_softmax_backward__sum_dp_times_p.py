# exercise: ex_softmax_backward
# mistake: Computes P ⊙ (dP − P·Σ_j dP_j), multiplying the plain sum of dP by P_i, instead of subtracting Σ_j dP_j P_j.
import torch

def ex_softmax_backward(P, dP):
    # dS_j = Σ_i dP_i P_i (δ_ij - P_j)
    zonghe = dP.sum(dim=-1, keepdim=True)
    dS = P * (dP - zonghe * P)
    return dS
