# exercise: ex_split_merge
# mistake: Splits by transposing x to (b, d, n) and reshaping to (b, num_heads, n, hd), which mixes tokens and features; it must view as (b, n, num_heads, hd) first and then transpose(1, 2).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.transpose(1, 2).reshape(b, num_heads, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
