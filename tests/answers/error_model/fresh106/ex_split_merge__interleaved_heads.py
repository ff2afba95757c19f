# exercise: ex_split_merge
# mistake: Split with view(b, n, hd, num_heads) and permuted the last axis to the front (the blog's "(d h)" pattern), so head i gets the interleaved features i, i+h, i+2h, ...; head i must hold the contiguous block [i·hd, (i+1)·hd): view(b, n, num_heads, hd).transpose(1, 2).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # (b, n, d) -> (b, n, hd, h) -> (b, h, n, hd)
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
