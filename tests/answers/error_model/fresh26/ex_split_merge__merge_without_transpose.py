# exercise: ex_split_merge
# mistake: Merged by reshaping context (b, h, n, hd) straight to (b, n, h·hd), which mixes tokens of different heads; transpose(1, 2) back to (b, n, h, hd) first. [cond: num_heads > 1 and n > 1]

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.reshape(b, n, num_heads * hd)  # undo the split
    return heads, merged
