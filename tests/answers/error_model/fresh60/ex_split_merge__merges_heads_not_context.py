# exercise: ex_split_merge
# mistake: The learner passed the split input `heads` to the merge helper instead of `context`, so `merged` is just x again; the per-head context vectors `context` are what must be merged.
import torch
from typing import Tuple


def split(x: torch.Tensor, num_heads: int) -> torch.Tensor:
    """(b, n, d) -> (b, num_heads, n, hd)"""
    b, n, d = x.shape
    return x.view(b, n, num_heads, d // num_heads).transpose(1, 2)


def merge(t: torch.Tensor) -> torch.Tensor:
    """(b, h, n, hd) -> (b, n, h * hd)"""
    b, h, n, hd = t.shape
    return t.transpose(1, 2).contiguous().view(b, n, h * hd)


def ex_split_merge(x, num_heads, context) -> Tuple[torch.Tensor, torch.Tensor]:
    heads = split(x, num_heads)
    merged = merge(heads)
    return heads, merged
