# exercise: ex_softmax_backward
# mistake: Takes Σ dP·P over the whole tensor (.sum() with no dim) instead of along the last axis per row, so the correction is shared by all rows; it must be .sum(dim=-1, keepdim=True). [cond: more than one row]
"""Backward of the row-wise softmax."""
import torch
from torch import Tensor


def _weighted_grad(P: Tensor, dP: Tensor) -> Tensor:
    """<dP, P>: how much the upstream gradient aligns with the probabilities."""
    return (dP * P).sum()


def ex_softmax_backward(P: Tensor, dP: Tensor) -> Tensor:
    return P * (dP - _weighted_grad(P, dP))
