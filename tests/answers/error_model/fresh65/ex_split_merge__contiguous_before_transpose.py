# exercise: ex_split_merge
# mistake: The learner calls .contiguous() before the transpose instead of after it, so the transposed context is still non-contiguous and .view(b, n, -1) raises; it must be transpose(1, 2).contiguous().view(...) or reshape. [cond: raises unless num_heads, n or head_dim is 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.contiguous().transpose(1, 2).view(b, n, num_heads * hd)
    return heads, merged
