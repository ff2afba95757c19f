# exercise: ex_split_merge
# mistake: The learner split with x.view(b, num_heads, n, hd), which cuts the flat token-major memory into heads instead of splitting each token's features; use view(b, n, num_heads, hd).transpose(1, 2). [cond: num_heads > 1 and n > 1]

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
