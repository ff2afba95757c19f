# exercise: ex_split_merge
# mistake: Merges with context.permute(0, 2, 3, 1), putting head_dim before heads, so the features come out interleaved (feature j of every head together) instead of head i in the block [i·hd, (i+1)·hd); the merge must permute to (b, n, h, hd), i.e. transpose(1, 2).
"""Head split / merge helpers."""
import torch
from torch import Tensor


def ex_split_merge(x: Tensor, num_heads: int, context: Tensor) -> tuple[Tensor, Tensor]:
    b, n, d = x.shape
    heads = x.unflatten(-1, (num_heads, d // num_heads)).permute(0, 2, 1, 3)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
