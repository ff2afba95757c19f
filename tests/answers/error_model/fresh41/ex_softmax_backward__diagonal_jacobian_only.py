# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian, dS = P(1 - P) ⊙ dP, dropping the off-diagonal terms -P_i P_j; the correct dS = P ⊙ (dP - Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    return torch.addcmul(torch.zeros_like(P), P * (1 - P), dP)
