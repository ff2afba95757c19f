# exercise: ex_softmax_backward
# mistake: The learner used only the diagonal of the softmax Jacobian, dS = dP * P * (1 - P), dropping the cross terms -P_i P_j; the gradient is P * (dP - sum_j dP_j P_j).
import torch


def local_derivative(P: torch.Tensor) -> torch.Tensor:
    """dP_i / dS_i = P_i (1 - P_i)."""
    return P * (1 - P)


def chain(upstream: torch.Tensor, local: torch.Tensor) -> torch.Tensor:
    """Chain rule: upstream gradient times local derivative."""
    return upstream * local


def ex_softmax_backward(P, dP):
    return chain(dP, local_derivative(P))
