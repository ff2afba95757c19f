# exercise: ex_split_merge
# mistake: Merged with context.transpose(1, 2).view(b, n, d), which raises because the transposed tensor is not contiguous; use .reshape or .contiguous().view. [cond: num_heads > 1 and n > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # view: no copy
    merged = context.transpose(1, 2).view(b, n, num_heads * hd)
    return heads, merged
