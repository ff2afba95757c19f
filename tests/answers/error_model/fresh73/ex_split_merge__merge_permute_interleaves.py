# exercise: ex_split_merge
# mistake: Merged with context.permute(0, 2, 3, 1).reshape(b, n, -1), which puts hd before the head axis and interleaves the heads' features; the merge needs (b, n, h, hd) order, transpose(1, 2), before flattening. [cond: only when num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    # back to tokens first: (b, h, n, hd) -> (b, n, hd, h)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
