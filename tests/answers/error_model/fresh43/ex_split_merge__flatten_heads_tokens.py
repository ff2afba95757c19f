# exercise: ex_split_merge
# mistake: Merges with context.flatten(1, 2), which joins the head and token axes into (b, h·n, hd), then views that as (b, n, h·hd), so the tokens' features get mixed; transpose(1, 2) must come before merging the last two axes. [cond: only when num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.unflatten(-1, (num_heads, hd)).transpose(1, 2)
    merged = context.flatten(1, 2)
    if merged.shape != (b, n, num_heads * hd):
        merged = merged.reshape(b, n, num_heads * hd)
    return heads, merged
