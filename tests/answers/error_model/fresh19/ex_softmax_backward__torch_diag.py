# exercise: ex_softmax_backward
# mistake: Builds the Jacobian diag(P) - P Pᵀ with torch.diag, which works for one vector but for a batched P extracts a diagonal instead of building diagonal matrices, so the result is wrong or fails; use torch.diag_embed(P) (or the closed form P·(dP - Σ P·dP)). [cond: P has more than one axis]
import torch


def ex_softmax_backward(P: torch.Tensor, dP: torch.Tensor) -> torch.Tensor:
    """Backprop through softmax along the last axis.

    Jacobian of softmax: J = diag(p) - p p^T, and dS = J^T dP (J is symmetric).
    """
    assert P.shape == dP.shape
    J = torch.diag(P) - P.unsqueeze(-1) * P.unsqueeze(-2)   # (..., n, n)
    dS = (J @ dP.unsqueeze(-1)).squeeze(-1)
    return dS
