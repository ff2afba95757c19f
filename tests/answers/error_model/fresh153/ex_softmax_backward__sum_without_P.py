# exercise: ex_softmax_backward
# mistake: Subtracts the plain sum of dP along the last axis instead of the P-weighted sum Σ_j dP_j P_j.
import torch


def ex_softmax_backward(P, dP):
    P = torch.as_tensor(P)
    dP = torch.as_tensor(dP, device=P.device, dtype=P.dtype)
    total = dP.sum(dim=-1, keepdim=True)
    return P * (dP - total)
