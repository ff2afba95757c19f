# exercise: ex_softmax_backward
# mistake: Subtracts Σ_j dP_j instead of the P-weighted Σ_j dP_j P_j; dS = P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    total = torch.zeros_like(P[..., :1])
    for j in range(P.shape[-1]):
        total = total + dP[..., j:j + 1]
    return P * (dP - total)
