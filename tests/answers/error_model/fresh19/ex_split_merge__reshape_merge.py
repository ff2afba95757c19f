# exercise: ex_split_merge
# mistake: Merges with context.reshape(b, n, h * hd) straight from (b, h, n, hd), which mixes tokens and heads; the head axis must first be moved next to the features, context.transpose(1, 2).reshape(b, n, h * hd). [cond: num_heads > 1 and n > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).permute(0, 2, 1, 3)   # (b, h, n, hd)

    bc, h, nc, hdc = context.shape
    merged = context.reshape(bc, nc, h * hdc)                     # (b, n, h*hd)
    return heads, merged
