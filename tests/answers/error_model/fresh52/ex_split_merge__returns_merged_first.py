# exercise: ex_split_merge
# mistake: Returns the pair as (merged, heads); the statement asks for (heads, merged).
import torch


def _split(t, h):
    b, n, d = t.shape
    return t.view(b, n, h, d // h).transpose(1, 2)


def _merge(t):
    b, h, n, hd = t.shape
    return t.transpose(1, 2).contiguous().view(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    heads = _split(x, num_heads)
    merged = _merge(context)
    print(heads.shape, merged.shape)
    return merged, heads
