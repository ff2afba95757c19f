# exercise: ex_split_merge
# mistake: To merge, the learner permuted context to (b, n, hd, h) before reshaping, which interleaves the heads' features; the merge needs (b, n, h, hd) so head i fills features [i·hd, (i+1)·hd). [cond: only when num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
