# exercise: ex_split_merge
# mistake: The learner split the features as (hd, num_heads) and moved the last axis forward, so head i gets every num_heads-th feature (i, i+h, …) instead of the block [i·hd, (i+1)·hd); the merge interleaves the same way. [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # (b, n, hd, h) -> (b, h, n, hd)
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)
    # (b, h, n, hd) -> (b, n, hd, h) -> (b, n, d)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, hd * num_heads)
    return heads, merged
