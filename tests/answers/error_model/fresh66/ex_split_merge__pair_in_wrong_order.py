# exercise: ex_split_merge
# mistake: Both tensors are computed correctly but returned as (merged, heads), the reverse of the requested pair (heads, merged).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    split = x.unflatten(-1, (num_heads, d // num_heads)).transpose(1, 2)
    merged = context.transpose(1, 2).flatten(2)
    return merged, split
