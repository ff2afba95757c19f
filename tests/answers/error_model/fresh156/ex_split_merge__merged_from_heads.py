# exercise: ex_split_merge
# mistake: The learner merges their own `heads` (the split x) back instead of the given `context`, so `merged` is just x again; the merge must be applied to context.
import torch


def split(t, h):
    b, n, d = t.shape
    return t.view(b, n, h, d // h).transpose(1, 2)


def merge(t):
    b, h, n, hd = t.shape
    return t.transpose(1, 2).reshape(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    heads = split(x, num_heads)
    merged = merge(heads)
    print(context.shape, merged.shape)
    return heads, merged
