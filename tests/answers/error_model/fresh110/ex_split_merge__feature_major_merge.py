# exercise: ex_split_merge
# mistake: The learner merged with permute(0, 2, 3, 1) (tokens, features, heads) before reshaping, so the merged features interleave the heads instead of putting head i in features [i·hd, (i+1)·hd); use transpose(1, 2) then reshape. [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, hd, h) -> (b, n, h*hd)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
