# exercise: ex_split_merge
# mistake: Split with view(b, n, hd, num_heads) and moved the last axis forward, so head i gets every num_heads-th feature (i, i+h, ...) instead of the contiguous block [i·hd, (i+1)·hd); the split is view(b, n, num_heads, hd).transpose(1, 2).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)     # (b, h, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
