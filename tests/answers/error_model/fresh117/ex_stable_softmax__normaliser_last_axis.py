# exercise: ex_stable_softmax
# mistake: Subtracts the max along dim but always sums the exponentials over the last axis, so for dim other than the last the slices do not sum to 1; the normaliser must use the same dim. [cond: dim is not the last axis]
"""Stable softmax along an arbitrary axis."""
import torch
from torch import Tensor

_LAST: int = -1


def ex_stable_softmax(x: Tensor, dim: int) -> Tensor:
    """softmax(x)_i = exp(x_i - m) / sum_j exp(x_j - m)."""
    exps = (x - x.amax(dim=dim, keepdim=True)).exp()
    return exps / exps.sum(dim=_LAST, keepdim=True)
