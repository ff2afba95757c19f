# exercise: ex_softmax_backward
# mistake: Computes dP − Σ_j dP_j P_j but forgets to multiply by P; dS = P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    dot = torch.einsum("...i,...i->...", dP, P).unsqueeze(-1)
    dS = dP - dot
    return dS
