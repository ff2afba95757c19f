# exercise: ex_split_merge
# mistake: Merged with .flatten(1), which also flattens the token axis to (b, n*d); only the last two axes must be merged (flatten(2) or view(b, n, -1)).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, -1).transpose(1, 2)
    merged = context.transpose(1, 2).flatten(1)
    return heads, merged
