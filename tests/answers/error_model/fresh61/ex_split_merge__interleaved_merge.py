# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), putting the head axis last, so the features come out interleaved (feature k of every head together) instead of head i's block in [i·hd, (i+1)·hd); merge with transpose(1, 2) to (b, n, h, hd) before reshaping. [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # context: (b, h, n, hd) -> (b, n, hd, h) -> (b, n, h*hd)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
