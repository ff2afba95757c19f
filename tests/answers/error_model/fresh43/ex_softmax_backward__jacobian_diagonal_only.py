# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian in the subtraction, P ⊙ (dP − dP ⊙ P), instead of the row sum Σ_j dP_j P_j (with keepdim).
import torch


def ex_softmax_backward(P: torch.Tensor, dP: torch.Tensor) -> torch.Tensor:
    # dS_i = sum_j dP_j * P_j (delta_ij - P_i)... keep the j = i term
    return P * (dP - dP * P)
