# exercise: ex_split_merge
# mistake: Merged with torch.cat(list(context), dim=-1), but iterating a tensor walks its first (batch) axis, not the heads, giving shape (h, n, b·hd); concatenate context.unbind(1) along the last axis. [cond: batch size ≠ 1 or num_heads ≠ 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).transpose(1, 2)
    # one (n, hd) block per head, side by side
    merged = torch.cat(list(context), dim=-1)
    return heads, merged
