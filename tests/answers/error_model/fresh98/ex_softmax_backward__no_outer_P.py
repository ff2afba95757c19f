# exercise: ex_softmax_backward
# mistake: Returns dP - Σ_j dP_j P_j and forgets the final multiplication by P; dS = P ⊙ (dP − Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    dP = dP.to(device=P.device, dtype=P.dtype)
    dot = torch.sum(dP * P, dim=-1, keepdim=True)
    dS = dP - dot
    return dS
