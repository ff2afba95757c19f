# exercise: ex_split_merge
# mistake: Merged with context.transpose(2, 3) (swapping tokens and features) instead of transpose(1, 2) (heads and tokens) before flattening. [cond: shape only right when n equals hd]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.transpose(2, 3).reshape(b, n, num_heads * hd)
    return heads, merged
