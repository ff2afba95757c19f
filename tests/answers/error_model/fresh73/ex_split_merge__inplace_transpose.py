# exercise: ex_split_merge
# mistake: Merged with context.transpose_(1, 2), transposing the caller's context tensor in place (its shape becomes (b, n, h, hd)); the merge must not change context: use the out-of-place transpose(1, 2).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    context.transpose_(1, 2)                       # no extra copy
    merged = context.contiguous().view(b, n, num_heads * hd)
    return heads, merged
