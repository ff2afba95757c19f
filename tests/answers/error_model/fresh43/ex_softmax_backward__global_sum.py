# exercise: ex_softmax_backward
# mistake: Takes Σ dP_j P_j over the whole tensor (.sum() with no dim) instead of along the last axis with keepdim, so every row subtracts the same total. [cond: only when there is more than one row]
import torch


def ex_softmax_backward(P: torch.Tensor, dP: torch.Tensor) -> torch.Tensor:
    assert P.shape == dP.shape, "P and dP must have the same shape"
    inner = (dP * P).sum()
    return P * (dP - inner)
