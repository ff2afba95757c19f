# exercise: ex_split_merge
# mistake: Gave head i the strided features i, i+h, i+2h, … (view(b, n, hd, h)) instead of the contiguous block [i·hd, (i+1)·hd); the merge undoes it the same strided way. [cond: num_heads > 1 and hd > 1]

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # deal the features out to the heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, hd * num_heads)
    return heads, merged
