# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1) (channels-last habit), which puts hd before the heads so the features are interleaved as (hd, h); the merge must be transpose(1, 2) to (b, n, h, hd) before flattening the last two axes.
import torch


def ex_split_merge(x, num_heads, context):
    B, N, C = x.shape
    heads = x.reshape(B, N, num_heads, C // num_heads).transpose(1, 2)
    # (B, h, N, hd) -> (B, N, ...) : heads become channels
    merged = context.permute(0, 2, 3, 1).reshape(B, N, -1)
    return heads, merged
