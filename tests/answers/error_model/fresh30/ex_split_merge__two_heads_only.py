# exercise: ex_split_merge
# mistake: Wrote the split and merge for the book's two heads (two halves stacked / concatenated) instead of for any num_heads. [cond: num_heads != 2]

import torch


def ex_split_merge(x, num_heads, context):
    d = x.shape[-1]
    hd = d // num_heads
    heads = torch.stack([x[..., :hd], x[..., hd:]], dim=1)
    merged = torch.cat([context[:, 0], context[:, 1]], dim=-1)
    return heads, merged
