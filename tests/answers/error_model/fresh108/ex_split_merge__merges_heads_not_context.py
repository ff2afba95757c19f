# exercise: ex_split_merge
# mistake: Merges the split input `heads` back instead of the given `context`, so `merged` just reproduces x; the merge must be applied to context.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.unflatten(-1, (num_heads, d // num_heads)).transpose(1, 2)
    merged = heads.transpose(1, 2).flatten(start_dim=-2)
    return heads, merged
