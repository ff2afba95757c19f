# exercise: ex_split_merge
# mistake: For the merge, b and n are read from context.shape[:2], but there the second axis is the heads, so the result is viewed as (b, h, n*hd); n must come from x (or context.shape[2]). [cond: num_heads != n]
import torch


def ex_split_merge(x, num_heads, context):
    B, N, D = x.shape
    heads = x.view(B, N, num_heads, D // num_heads).transpose(1, 2)

    b, n = context.shape[:2]
    merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged
