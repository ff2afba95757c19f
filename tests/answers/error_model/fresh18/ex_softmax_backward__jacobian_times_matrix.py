# exercise: ex_softmax_backward
# mistake: Multiplied the per-row Jacobian J = diag(P) − P Pᵀ, of shape (…, n, n, n), by the whole dP matrix (J @ dP) instead of by each row's own gradient vector, giving a (…, n, n, n) result; dS = (J @ dP.unsqueeze(-1)).squeeze(-1). [cond: P has more than one axis]
import torch


def ex_softmax_backward(P, dP):
    # full Jacobian J = diag(P) - P P^T for every row
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    return J @ dP
