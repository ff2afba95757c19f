# exercise: ex_split_merge
# mistake: The learner used x.split(num_heads, dim=-1), which makes pieces of num_heads features (hd pieces), instead of num_heads pieces of hd features (x.chunk(num_heads) or split(hd)), so heads has shape (b, hd, n, num_heads). [cond: only when hd != num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    pieces = x.split(num_heads, dim=-1)
    heads = torch.stack(pieces, dim=1)
    merged = torch.cat([context[:, i] for i in range(context.shape[1])], dim=-1)
    return heads, merged
