# exercise: ex_split_merge
# mistake: The learner split with x.view(b, num_heads, n, hd) directly, which has the right shape but slices the flat memory by tokens, so head i does not hold features [i·hd, (i+1)·hd) of every token; split with view(b, n, h, hd) and then transpose(1, 2). [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
