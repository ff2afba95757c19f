# exercise: ex_softmax_backward
# mistake: The row-sum helper reduces the last axis without keepdim, so the (..., n) sums broadcast along the wrong axis (or fail for non-square shapes); they need keepdim=True to be subtracted row by row. [cond: only when P has more than one axis]
import torch


def row_dot(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """sum_j a_j b_j over the last axis."""
    return (a * b).sum(dim=-1)


def ex_softmax_backward(P, dP):
    return P * (dP - row_dot(dP, P))
