# exercise: ex_split_merge
# mistake: Merged the split tensor `heads` back (the blog's round-trip demo) instead of the given per-head context vectors `context`; merged must come from context.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    print(heads.shape, context.shape)
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * head_dim)
    return heads, merged
