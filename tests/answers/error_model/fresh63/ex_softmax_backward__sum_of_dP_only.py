# exercise: ex_softmax_backward
# mistake: Subtracts the plain sum Σ_j dP_j (times P) instead of the weighted sum Σ_j dP_j P_j, i.e. P ⊙ (dP − P·ΣdP); the correction term is Σ_j dP_j P_j.
import torch

def ex_softmax_backward(P, dP):
    total = dP.sum(dim=-1, keepdim=True)
    return P * (dP - total * P)
