# exercise: ex_split_merge
# mistake: Merges with transpose(-1, -2) (swapping tokens and head_dim) instead of transpose(1, 2) (heads and tokens) before reshaping, so the shape is right but the values are scrambled.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.transpose(x.view(b, n, num_heads, hd), 1, 2)
    merged = context.transpose(-1, -2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
