# exercise: ex_split_merge
# mistake: Merged with permute(0, 2, 3, 1), which puts head_dim before heads and interleaves the heads' features; merging needs transpose(1, 2) to (b, n, h, hd). [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
