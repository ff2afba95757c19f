# exercise: ex_split_merge
# mistake: Splits with view(b, n, hd, h) and moves the last axis to the heads, so head i gets features i, i+h, i+2h, ...; it must view(b, n, h, hd) so head i holds the contiguous block [i·hd, (i+1)·hd). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
