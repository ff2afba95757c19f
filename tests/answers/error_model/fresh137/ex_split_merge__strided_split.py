# exercise: ex_split_merge
# mistake: The learner split with reshape(b, n, hd, h) and moved the last axis to the head position, so head i gets the strided features i, i+h, ... instead of the block [i·hd, (i+1)·hd). [cond: only when num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
