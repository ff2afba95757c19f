# exercise: ex_split_merge
# mistake: Calls .view on the transposed context without .contiguous(), which raises for a transposed tensor; use .contiguous().view(...) or .reshape(...). [cond: num_heads > 1 and n > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)   # (b, h, n, hd)
    merged = context.transpose(1, 2).view(b, n, num_heads * head_dim)
    return heads, merged
