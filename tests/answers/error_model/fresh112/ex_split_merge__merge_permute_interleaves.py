# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), so the features come out in the order (hd, head) and the heads are interleaved; it must be transpose(1, 2) to (b, n, h, hd) before the reshape. [cond: only when num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, ..., ...)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * head_dim)
    return heads, merged
