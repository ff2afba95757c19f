# exercise: ex_split_merge
# mistake: Stacks the per-head chunks on axis 0 (tf.stack's default), giving heads of shape (num_heads, b, n, hd) instead of (b, num_heads, n, hd); stack them on dim=1. [cond: b > 1 or num_heads > 1]
from typing import Tuple

import torch


def ex_split_merge(x: torch.Tensor, num_heads: int, context: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    """Split (b, n, d) into heads and merge per-head context vectors back.

    Returns:
        heads: (b, num_heads, n, d // num_heads)
        merged: (b, n, num_heads * hd)
    """
    assert x.shape[-1] % num_heads == 0, "d must be a multiple of num_heads"
    chunks = torch.chunk(x, num_heads, dim=-1)          # num_heads x (b, n, hd)
    heads = torch.stack(chunks, dim=0)

    b, h, n, hd = context.shape
    merged = context.permute(0, 2, 1, 3).reshape(b, n, h * hd)
    return heads, merged
