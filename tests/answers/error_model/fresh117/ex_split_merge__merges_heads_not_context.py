# exercise: ex_split_merge
# mistake: Merges the freshly split `heads` of x back instead of the given `context`, so `merged` is just x; the second output must be built from context.
"""Exercise: split and merge heads."""
import torch
from torch import Tensor


def ex_split_merge(x: Tensor, num_heads: int, context: Tensor) -> tuple[Tensor, Tensor]:
    """Return (heads, merged)."""
    batch, tokens, dim = x.shape
    head_dim = dim // num_heads
    heads = x.view(batch, tokens, num_heads, head_dim).transpose(1, 2)
    merged = heads.transpose(1, 2).contiguous().view(batch, tokens, num_heads * head_dim)
    return heads, merged
