# exercise: ex_softmax_backward
# mistake: Subtracts P·Σ_j dP_j instead of P·Σ_j P_j dP_j: dS = P ⊙ (dP − Σ dP) rather than P ⊙ (dP − Σ_j P_j dP_j).
import torch


def ex_softmax_backward(P, dP):
    # Jacobian of softmax: J = diag(P) - P P^T, so dS = P * dP - P * sum(dP)
    return P * (dP - dP.sum(dim=-1, keepdim=True))
