# exercise: ex_split_merge
# mistake: Called .view on the transposed context without .contiguous(), which raises 'view size is not compatible with input tensor's size and stride'; use .contiguous().view(...) or .reshape(...). [cond: num_heads > 1 and n > 1]

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    merged = context.transpose(1, 2).view(b, n, num_heads * head_dim)
    return heads, merged
