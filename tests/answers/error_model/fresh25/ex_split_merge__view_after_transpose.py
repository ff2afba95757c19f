# exercise: ex_split_merge
# mistake: The learner called .view on the transposed context, which is not contiguous, so the merge raises a RuntimeError; use .contiguous().view(...) or .reshape(...). [cond: num_heads > 1 and n > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.transpose(1, 2).view(b, n, num_heads * hd)
    return heads, merged
