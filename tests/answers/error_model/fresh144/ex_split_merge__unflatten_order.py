# exercise: ex_split_merge
# mistake: The split unflattens the features as (hd, num_heads) and then moves the head axis, so head i gets every num_heads-th feature instead of the block [i·hd, (i+1)·hd); unflatten as (num_heads, hd). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    hd = x.shape[-1] // num_heads
    heads = x.unflatten(-1, (hd, num_heads)).movedim(-1, 1)   # (b, h, n, hd)
    merged = context.transpose(1, 2).flatten(start_dim=2)
    return heads, merged
