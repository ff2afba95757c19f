# exercise: ex_split_merge
# mistake: Merged with permute(0, 2, 3, 1) before reshape, so the merged features are interleaved (feature k·h + i comes from head i) instead of head i occupying features [i·hd, (i+1)·hd); merge with transpose(1, 2) then reshape. [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.size()
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, hd, h) -> (b, n, hd*h)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
