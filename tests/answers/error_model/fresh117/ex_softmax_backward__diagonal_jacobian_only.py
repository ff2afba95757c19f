# exercise: ex_softmax_backward
# mistake: Keeps only the diagonal of the softmax Jacobian, dS_i = P_i (1 − P_i) dP_i, dropping the cross terms −P_i P_j dP_j; the full result is P ⊙ (dP − Σ_j dP_j P_j).
"""Softmax backward."""
from torch import Tensor


def _dsoftmax(P: Tensor) -> Tensor:
    """Derivative of softmax output i w.r.t. its own input: P_i (1 - P_i)."""
    return P * (1 - P)


def ex_softmax_backward(P: Tensor, dP: Tensor) -> Tensor:
    return _dsoftmax(P) * dP
