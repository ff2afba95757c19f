# exercise: ex_split_merge
# mistake: Merges by stacking the heads on a new last axis and flattening, which interleaves the heads feature by feature; head i must fill the block [i*hd, (i+1)*hd), i.e. concatenate along the features (torch.cat(..., dim=-1)).
import torch


def split_heads(x, num_heads=2):
    b, n, d = x.shape
    return x.view(b, n, num_heads, d // num_heads).transpose(1, 2)


def merge_heads(context, dim=-1):
    b, h, n, hd = context.shape
    parts = context.unbind(dim=1)          # h tensors (b, n, hd)
    return torch.stack(parts, dim=dim).reshape(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    heads = split_heads(x, num_heads=num_heads)
    merged = merge_heads(context)
    return heads, merged
