# exercise: ex_split_merge
# mistake: Split the features as (hd, num_heads) and permuted, so head i gets features i, i+h, i+2h, … instead of the block [i·hd, (i+1)·hd); view as (b, n, num_heads, hd). [cond: num_heads > 1 and hd > 1]

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # (b, n, d) -> (b, n, hd, h) -> (b, h, n, hd)
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, num_heads * hd)
    return heads, merged
