# exercise: ex_split_merge
# mistake: Merged with context.transpose(1, 2).view(...), but after the transpose the tensor is not contiguous and .view raises; it needs .contiguous().view(...) or .reshape(...). [cond: num_heads > 1, n > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)  # (b, h, n, hd)
    bc, h, nc, hdc = context.shape
    merged = context.transpose(1, 2).view(bc, nc, h * hdc)
    return heads, merged
