# exercise: ex_split_merge
# mistake: Splits with unflatten(-1, (hd, num_heads)) and then moves the last axis forward, so head i gets the interleaved features i, i+h, i+2h, …; the features must be split as (num_heads, hd).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.unflatten(-1, (hd, num_heads)).permute(0, 3, 1, 2)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, num_heads * hd)
    return heads, merged
