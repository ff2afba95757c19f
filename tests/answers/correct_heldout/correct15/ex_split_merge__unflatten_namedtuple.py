# exercise: ex_split_merge
# style: einops-like unflatten/permute/flatten, returned as a typing.NamedTuple (heads, merged).
from typing import NamedTuple

import torch


class SplitMerge(NamedTuple):
    heads: torch.Tensor
    merged: torch.Tensor


def ex_split_merge(x, num_heads, context):
    heads = x.unflatten(-1, (num_heads, -1)).permute(0, 2, 1, 3)  # "b n (h d) -> b h n d"
    merged = context.permute(0, 2, 1, 3).flatten(start_dim=2)     # "b h n d -> b n (h d)"
    return SplitMerge(heads=heads, merged=merged)
