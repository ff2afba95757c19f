# exercise: ex_split_merge
# mistake: The learner merges with permute(0, 2, 3, 1), putting the head axis last, so the merged features are interleaved (feature j of every head side by side) instead of head i in features [i·hd, (i+1)·hd); the merge needs transpose(1, 2) to (b, n, h, hd). [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, hd, h) -> (b, n, h*hd)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
