# exercise: ex_stable_softmax
# mistake: Subtracts the single global maximum of x instead of the maximum of each slice along dim, so a slice whose values lie far below the global maximum underflows to 0/0 = NaN; each slice needs its own amax(dim, keepdim=True). [cond: slices with very different magnitudes, e.g. one row of 1e4 scores and one of small scores]
"""Numerically stable softmax."""
import torch
from torch import Tensor


def _shift(x: Tensor) -> Tensor:
    """Shift so that the largest score is 0: exp() can then never overflow."""
    return x - x.max()


def ex_stable_softmax(x: Tensor, dim: int) -> Tensor:
    e = _shift(x).exp()
    return e / e.sum(dim=dim, keepdim=True)
