# exercise: ex_split_merge
# mistake: The learner merges with permute(0, 2, 3, 1), putting the head axis last, so the features are interleaved (feature j of every head side by side) instead of head i occupying [i·hd, (i+1)·hd); the merge should be transpose(1, 2) then reshape. [cond: only when num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).contiguous().view(b, n, num_heads * hd)
    return heads, merged
