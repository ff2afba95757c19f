# exercise: ex_softmax_backward
# mistake: Subtracted Σ_j P_j (which is 1) instead of Σ_j dP_j P_j, giving P ⊙ (dP − 1); the subtracted term must be the dP-weighted sum of P along the last axis.
import torch


def ex_softmax_backward(P, dP):
    total = P.sum(dim=-1, keepdim=True)
    dS = P * (dP - total)
    return dS
