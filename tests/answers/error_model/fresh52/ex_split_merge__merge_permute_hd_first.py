# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), putting head_dim before heads, so the merged features are interleaved across heads; the merge must be permute(0, 2, 1, 3) (or transpose(1, 2)) before the reshape.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).permute(0, 2, 1, 3)
    # (b, h, n, hd) -> (b, n, hd, h) -> (b, n, h*hd)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * head_dim)
    return heads, merged
