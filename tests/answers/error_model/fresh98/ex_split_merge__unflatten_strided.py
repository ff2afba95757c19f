# exercise: ex_split_merge
# mistake: Splits with unflatten(-1, (hd, num_heads)) and a permute, giving head i the strided features i, i+h, i+2h, ... instead of the block [i·hd, (i+1)·hd); it must unflatten to (num_heads, hd). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.unflatten(-1, (hd, num_heads)).permute(0, 3, 1, 2)   # (b, h, n, hd)
    merged = context.permute(0, 2, 1, 3).flatten(-2)               # (b, n, h*hd)
    return heads, merged
