# exercise: ex_split_merge
# mistake: Split with unflatten(-1, (-1, num_heads)) and moved the last axis to the heads, so head i gets the strided features i, i+h, i+2h, ...; head i must hold the contiguous block [i·hd, (i+1)·hd) (unflatten to (num_heads, -1)).
import torch


def ex_split_merge(x, num_heads, context):
    heads = x.unflatten(-1, (-1, num_heads)).movedim(-1, -3)      # (b, h, n, hd)
    merged = context.transpose(-3, -2).flatten(-2)                # (b, n, h*hd)
    return heads, merged
