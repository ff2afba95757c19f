# exercise: ex_split_merge
# mistake: In the merge the learner permutes context to (b, n, hd, h) instead of (b, n, h, hd) before reshaping, so the merged features are interleaved across heads instead of head i occupying [i·hd, (i+1)·hd). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    print(heads.shape, merged.shape)
    return heads, merged
