# exercise: ex_split_merge
# mistake: Splits with torch.chunk(x, num_heads, dim=1), which cuts the token axis instead of the feature axis, so "heads" are groups of tokens with all d features; chunk along the last axis (dim=-1) before stacking.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = torch.stack(torch.chunk(x, num_heads, dim=1), dim=1)
    merged = context.transpose(1, 2).reshape(b, n, -1)
    return heads, merged
