# exercise: ex_split_merge
# mistake: The learner splits the features as (hd, num_heads) and permutes, so head i gets the interleaved features i, i+h, i+2h, ... (and merge interleaves them back, so a round trip still looks right); head i must hold the contiguous block [i*hd, (i+1)*hd), i.e. view(b, n, h, hd). [cond: num_heads > 1 and head_dim > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.unflatten(-1, (hd, num_heads)).permute(0, 3, 1, 2)   # (b, h, n, hd)
    merged = context.permute(0, 2, 3, 1).flatten(2)                # (b, n, hd*h)
    return heads, merged
