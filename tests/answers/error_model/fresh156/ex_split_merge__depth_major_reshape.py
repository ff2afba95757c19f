# exercise: ex_split_merge
# mistake: The learner splits with reshape(b, n, hd, num_heads) and moves the last axis to the heads, so head i gets the interleaved features i, i+h, i+2h, ... instead of the contiguous block [i·hd, (i+1)·hd); split with view(b, n, h, hd).transpose(1, 2).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    depth = d // num_heads
    heads = x.reshape(b, n, depth, num_heads).permute(0, 3, 1, 2)   # (b, h, n, depth)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, num_heads * depth)
    return heads, merged
