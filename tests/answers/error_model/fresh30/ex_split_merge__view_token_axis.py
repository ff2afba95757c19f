# exercise: ex_split_merge
# mistake: Split the heads with x.view(b, num_heads, n, hd) straight away, which cuts along the tokens; view as (b, n, num_heads, hd) and then transpose(1, 2). [cond: num_heads > 1]

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
