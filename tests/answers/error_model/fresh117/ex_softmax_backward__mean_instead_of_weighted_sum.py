# exercise: ex_softmax_backward
# mistake: Centres dP with its plain mean along the last axis instead of the P-weighted sum Σ_j dP_j P_j; dS = P ⊙ (dP − Σ_j dP_j P_j).
"""Gradient of the loss w.r.t. the scores, given P = softmax(S)."""
from torch import Tensor

AXIS: int = -1


def _centre(dP: Tensor) -> Tensor:
    """Softmax is shift invariant, so only the centred gradient survives."""
    return dP - dP.mean(dim=AXIS, keepdim=True)


def ex_softmax_backward(P: Tensor, dP: Tensor) -> Tensor:
    return P * _centre(dP)
