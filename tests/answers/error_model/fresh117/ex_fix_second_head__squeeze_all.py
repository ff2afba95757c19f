# exercise: ex_fix_second_head
# mistake: Computes the batched scores and calls .squeeze() with no axis, which also drops the head axis when h = 1 (and the token axes when n = 1); only axis 0 should be removed (squeeze(0) or [0]). [cond: h == 1 or n == 1]
"""Vectorised fix: no python loop over heads."""
import torch
from torch import Tensor


def ex_fix_second_head(a: Tensor) -> Tensor:
    return (a @ a.transpose(-1, -2)).squeeze()
