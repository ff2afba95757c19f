# exercise: ex_split_merge
# mistake: The learner merged with context.contiguous().view(b, n, -1) without transposing back first, which runs but mixes tokens and heads; context must be transposed to (b, n, h, hd) before the view. [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.contiguous().view(b, n, num_heads * hd)
    return heads, merged
