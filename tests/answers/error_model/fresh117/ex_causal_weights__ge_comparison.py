# exercise: ex_causal_weights
# mistake: Builds the future mask with key >= query, which also masks the diagonal: the first query has no key left (NaN) and every query loses itself; the future is key > query only.
"""Causal attention weights with an index comparison mask."""
import torch
from torch import Tensor


def _positions(n: int, like: Tensor) -> Tensor:
    return torch.arange(n, device=like.device)


def ex_causal_weights(scores: Tensor) -> Tensor:
    pos = _positions(scores.shape[-1], scores)
    future = pos[None, :] >= pos[:, None]  # (query, key)
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
