# exercise: ex_split_merge
# mistake: Transposes context into a new variable but then views the original (b, h, n, hd) tensor, so tokens and heads get mixed in merged; the transposed tensor must be the one merged.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    ctx_t = context.transpose(1, 2)
    if not context.is_contiguous():
        context = context.contiguous()
    merged = context.view(b, n, num_heads * hd)
    assert merged.shape == (b, n, num_heads * hd)
    return heads, merged
