# exercise: ex_split_merge
# mistake: The merge uses context.permute(0, 2, 3, 1), giving (b, n, hd, h) before the reshape, so the features are interleaved across heads; it should be permute(0, 2, 1, 3) (head i in features [i·hd, (i+1)·hd)). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.unflatten(-1, (num_heads, hd)).permute(0, 2, 1, 3)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
