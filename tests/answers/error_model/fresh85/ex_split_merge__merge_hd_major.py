# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), putting the head axis last, so the merged features are interleaved (feature j of every head side by side) instead of head i occupying [i·hd, (i+1)·hd).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, hd, h) -> (b, n, d)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * head_dim)
    return heads, merged
