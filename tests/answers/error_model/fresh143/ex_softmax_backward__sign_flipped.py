# exercise: ex_softmax_backward
# mistake: The bracket is written the wrong way round, P ⊙ (Σ_j dP_j P_j − dP), which gives −dS; it must be P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    weighted = torch.einsum("...i,...i->...", dP, P).unsqueeze(-1)
    return P * (weighted - dP)
