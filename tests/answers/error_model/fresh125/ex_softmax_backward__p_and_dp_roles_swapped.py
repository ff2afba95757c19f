# exercise: ex_softmax_backward
# mistake: writes dS = dP ⊙ (P − Σ_j dP_j P_j), with P and dP swapped in the outer factors; it is dS = P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    dot = torch.einsum("...i,...i->...", dP, P).unsqueeze(-1)
    return dP * (P - dot)
