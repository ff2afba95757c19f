# exercise: ex_split_merge
# mistake: The learner merged with context.transpose(1, 2).view(...), which fails because the transposed tensor is not contiguous; call .contiguous() before .view (or use .reshape). [cond: num_heads > 1 and n > 1]

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    bb, h, nn_, hd = context.shape
    merged = context.transpose(1, 2).view(bb, nn_, h * hd)   # back to (b, n, d)
    return heads, merged
