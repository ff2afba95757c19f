# exercise: ex_split_merge
# mistake: For the merge, transposed the last two axes (tokens and features) with .mT instead of the heads and tokens (axes 1 and 2) before the reshape, so features of different tokens get mixed.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, -1).transpose(1, 2)
    merged = context.mT.reshape(b, n, -1)
    return heads, merged
