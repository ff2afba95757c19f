# exercise: ex_split_merge
# mistake: For the merge the learner permuted context to (b, n, hd, h) with permute(0, 2, 3, 1), so the features come out interleaved (head index fastest) instead of head i in block [i·hd, (i+1)·hd); the order must be (b, n, h, hd), i.e. transpose(1, 2). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
