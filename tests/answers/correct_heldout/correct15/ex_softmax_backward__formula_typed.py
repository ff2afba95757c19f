# exercise: ex_softmax_backward
# style: closed form dS = P * (dP - sum(P * dP)) along the last axis; type hints and docstring.
import torch


def ex_softmax_backward(P: torch.Tensor, dP: torch.Tensor) -> torch.Tensor:
    """Gradient through P = softmax(S, dim=-1).

    dS_j = sum_i dP_i * P_i * (delta_ij - P_j) = P_j * (dP_j - sum_i P_i dP_i)
    """
    inner = (P * dP).sum(dim=-1, keepdim=True)
    return P * (dP - inner)
