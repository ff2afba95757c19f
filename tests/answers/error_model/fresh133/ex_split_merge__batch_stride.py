# exercise: ex_split_merge
# mistake: The learner builds the split view with as_strided and gives the batch axis the stride d (one token) instead of n*d (one whole sequence), so every batch item after the first reads the wrong memory; the batch stride is n*d. [cond: only for b > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    xc = x.contiguous()
    # (b, h, n, hd): head i starts at feature i*hd, next token is d further on
    heads = xc.as_strided((b, num_heads, n, hd), (d, hd, d, 1))
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
