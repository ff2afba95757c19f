# exercise: ex_split_merge
# mistake: Unflattened the features as (hd, num_heads) instead of (num_heads, hd), so head i gets the interleaved features i, i+h, i+2h, ... instead of the block [i·hd, (i+1)·hd), and the merge puts them back interleaved the same way. [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    heads = x.unflatten(-1, (-1, num_heads)).movedim(-1, 1)  # (b, h, n, hd)
    merged = context.movedim(1, -1).flatten(-2)              # (b, n, h*hd)
    return heads, merged
