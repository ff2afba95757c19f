# exercise: ex_split_merge
# mistake: Merges with torch.cat([context[:, i] for i in heads], dim=1), which stacks the heads along the token axis (b, h·n, hd) instead of the feature axis; concatenating along dim=-1 (or transpose + reshape) gives (b, n, h·hd). [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    pieces = [context[:, i] for i in range(num_heads)]      # each (b, n, hd)
    merged = torch.cat(pieces, dim=1)
    return heads, merged
