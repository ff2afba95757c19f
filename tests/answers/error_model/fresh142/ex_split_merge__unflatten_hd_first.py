# exercise: ex_split_merge
# mistake: The split module unflattens the features as (hd, num_heads) and then moves the heads axis forward, so head i gets the interleaved features i, i+h, i+2h, ... instead of the block [i*hd, (i+1)*hd); it must view as (num_heads, hd). [cond: only when num_heads > 1]
import torch
from torch import nn


class SplitHeads(nn.Module):
    def __init__(self, num_heads, d):
        super().__init__()
        self.unflatten = nn.Unflatten(-1, (d // num_heads, num_heads))

    def forward(self, x):
        return self.unflatten(x).permute(0, 3, 1, 2)  # (b, h, n, hd)


class MergeHeads(nn.Module):
    def forward(self, c):
        b, h, n, hd = c.shape
        return c.transpose(1, 2).reshape(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    heads = SplitHeads(num_heads, x.shape[-1])(x)
    merged = MergeHeads()(context)
    return heads, merged
