# exercise: ex_split_merge
# mistake: Merges the split heads of x back instead of the given context tensor, so merged is just x again; merged must be built from context.
import torch


def split(x, num_heads):
    b, n, d = x.shape
    return x.view(b, n, num_heads, d // num_heads).transpose(1, 2)


def merge(t):
    b, h, n, hd = t.shape
    return t.transpose(1, 2).contiguous().view(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    heads = split(x, num_heads)
    merged = merge(heads)
    assert merged.shape == (x.shape[0], x.shape[1], context.shape[1] * context.shape[3])
    return heads, merged
