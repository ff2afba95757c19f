# exercise: ex_split_merge
# mistake: The learner tries view on the transposed context, and when view raises the except branch falls back to context.reshape(b, n, -1) without the transpose, mixing tokens and heads; the fallback must still transpose first (or use .contiguous()). [cond: only when num_heads > 1 and n > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    try:
        merged = context.transpose(1, 2).view(b, n, num_heads * hd)
    except RuntimeError:
        # view complains about strides -> reshape instead
        merged = context.reshape(b, n, num_heads * hd)
    return heads, merged
