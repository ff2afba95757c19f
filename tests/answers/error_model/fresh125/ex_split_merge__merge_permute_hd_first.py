# exercise: ex_split_merge
# mistake: merges with context.permute(0, 2, 3, 1), putting head_dim before heads, so the flattened features are interleaved across heads; the merge order must be (b, n, h, hd), i.e. transpose(1, 2).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, -1).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
