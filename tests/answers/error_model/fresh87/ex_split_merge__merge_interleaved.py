# exercise: ex_split_merge
# mistake: The merge uses permute(0, 2, 3, 1), putting the head axis last, so the merged features are interleaved (feature j of every head next to each other) instead of head i in features [i·hd, (i+1)·hd); the merge must be transpose(1, 2) then reshape. [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
