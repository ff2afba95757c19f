# exercise: ex_split_merge
# mistake: Merged with einsum('bhnd->bndh') before flattening, which puts the head index last, so the features come out interleaved (feature j·h + i is head i's j-th) instead of head i occupying [i·hd, (i+1)·hd); the merge is 'bhnd->bnhd' then reshape. [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.einsum("bnhd->bhnd", x.reshape(b, n, num_heads, hd))
    h = context.shape[1]
    # bring tokens next to batch, then flatten heads and features together
    merged = torch.einsum("bhnd->bndh", context).reshape(b, n, h * context.shape[-1])
    return heads, merged
