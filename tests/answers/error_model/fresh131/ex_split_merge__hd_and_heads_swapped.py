# exercise: ex_split_merge
# mistake: The learner views x as (b, n, hd, num_heads) before the transpose, so the result has hd "heads" of num_heads features; the view must be (b, n, num_heads, hd). [cond: hd != num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, head_dim, num_heads).transpose(1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, d)
    return heads, merged
