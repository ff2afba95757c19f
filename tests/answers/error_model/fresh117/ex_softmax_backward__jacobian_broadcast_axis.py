# exercise: ex_softmax_backward
# mistake: Builds the full Jacobian J = diag(P) − P Pᵀ correctly but multiplies it with dP[..., :, None] and sums over the last axis, i.e. Σ_j J_ij dP_i, which is always 0; the contraction needs dP[..., None, :] (Σ_j J_ij dP_j).
"""Softmax backward via the explicit Jacobian."""
import torch
from torch import Tensor


def _softmax_jacobian(P: Tensor) -> Tensor:
    """J[..., i, j] = dP_i / dS_j = P_i (delta_ij - P_j)."""
    return torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)


def ex_softmax_backward(P: Tensor, dP: Tensor) -> Tensor:
    J = _softmax_jacobian(P)
    return (J * dP.unsqueeze(-1)).sum(dim=-1)
