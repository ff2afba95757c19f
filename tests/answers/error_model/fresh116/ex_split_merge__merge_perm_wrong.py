# exercise: ex_split_merge
# mistake: Merged with permute(0, 2, 3, 1) (a tf.transpose perm written wrongly), which puts the head axis last and interleaves the heads' features; use permute(0, 2, 1, 3) / transpose(1, 2).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, -1).permute(0, 2, 1, 3)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
