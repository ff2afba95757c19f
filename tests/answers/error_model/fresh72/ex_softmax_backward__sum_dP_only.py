# exercise: ex_softmax_backward
# mistake: Subtracts the plain sum of dP along the last axis instead of the P-weighted sum sum_j dP_j P_j.
import torch


def ex_softmax_backward(P: torch.Tensor, dP: torch.Tensor) -> torch.Tensor:
    """Vector-Jacobian product of the softmax along the last axis.

    Using dP_i/dS_j = P_i (delta_ij - P_j):

        dS_j = sum_i dP_i * P_i (delta_ij - P_j)

    Args:
        P: softmax output, any shape (..., n).
        dP: upstream gradient, same shape as P.

    Returns:
        dS with the same shape as P.
    """
    if P.shape != dP.shape:
        raise ValueError(f"shape mismatch: {tuple(P.shape)} vs {tuple(dP.shape)}")
    return P * (dP - dP.sum(dim=-1, keepdim=True))
