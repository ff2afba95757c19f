# exercise: ex_split_merge
# mistake: Merges by unbinding the heads and concatenating them along dim=1 (tokens) and then viewing to (b, n, h·hd), which mixes tokens into the features; the heads must be concatenated along the last axis (dim=-1).
"""Split/merge attention heads."""
import torch
from torch import Tensor


def _split_heads(x: Tensor, num_heads: int) -> Tensor:
    b, n, d = x.shape
    return x.view(b, n, num_heads, d // num_heads).transpose(1, 2)


def _merge_heads(context: Tensor) -> Tensor:
    b, h, n, hd = context.shape
    stacked = torch.cat(context.unbind(dim=1), dim=1)  # (b, h*n, hd)
    return stacked.reshape(b, n, h * hd)


def ex_split_merge(x: Tensor, num_heads: int, context: Tensor) -> tuple[Tensor, Tensor]:
    return _split_heads(x, num_heads), _merge_heads(context)
