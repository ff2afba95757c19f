# exercise: ex_split_merge
# mistake: It returns the pair in the order (merged, heads) instead of (heads, merged).
import torch


def split_heads(t, h):
    B, T, C = t.size()
    return t.view(B, T, h, C // h).transpose(1, 2)


def merge_heads(y):
    B, h, T, hs = y.size()
    return y.transpose(1, 2).contiguous().view(B, T, h * hs)


def ex_split_merge(x, num_heads, context):
    heads = split_heads(x, num_heads)
    merged = merge_heads(context)
    return merged, heads
