# exercise: ex_split_merge
# mistake: Splits with `x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)` (column-major thinking), so head i holds features i, i+h, i+2h, … (strided) instead of the block [i·hd, (i+1)·hd); `merged` is right.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # Fortran-order thinking: d = hd x num_heads, the head index runs slowest... in column-major
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.permute(0, 2, 1, 3).flatten(start_dim=2)
    return heads, merged
