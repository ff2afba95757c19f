# exercise: ex_split_merge
# mistake: The split flattens batch and tokens, transposes, and reshapes straight to (b, h, n, hd), which mixes tokens of different sequences when b > 1; split per sequence with view(b, n, h, hd).transpose(1, 2). [cond: b > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    flat = x.reshape(b * n, num_heads, hd).transpose(0, 1)      # (h, b*n, hd)
    heads = flat.reshape(b, num_heads, n, hd)
    merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged
