# exercise: ex_split_merge
# mistake: Merges with context.permute(0, 2, 3, 1) (hd before heads), which interleaves the heads' features; the merge is transpose(1, 2) to (b, n, h, hd) then reshape. [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
