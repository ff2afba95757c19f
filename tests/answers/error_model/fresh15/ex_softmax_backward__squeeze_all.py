# exercise: ex_softmax_backward
# mistake: Builds the full Jacobian diag(P) - P Pᵀ and applies it with (J @ dP.unsqueeze(-1)).squeeze(), which also drops every leading axis of size 1, so e.g. P of shape (1, 4, 5) returns shape (4, 5) instead of (1, 4, 5).
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)     # (..., n, n), symmetric
    return (J @ dP.unsqueeze(-1)).squeeze()
