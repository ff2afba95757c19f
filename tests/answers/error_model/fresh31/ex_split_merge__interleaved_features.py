# exercise: ex_split_merge
# mistake: The learner split the features as (hd, num_heads) and permuted, so head i gets the interleaved features i, i+h, i+2h, …; head i must hold the contiguous block [i·hd, (i+1)·hd). [cond: num_heads > 1 and hd > 1]

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)   # (b, h, n, hd)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, num_heads * hd)
    return heads, merged
