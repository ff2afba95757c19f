# exercise: ex_split_merge
# mistake: Called .view on the transposed (non-contiguous) context, which raises a RuntimeError; it needs .contiguous() first or .reshape. [cond: num_heads > 1 and n > 1]

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    b, h, n, hd = context.shape
    merged = context.transpose(1, 2).view(b, n, h * hd)
    return heads, merged
