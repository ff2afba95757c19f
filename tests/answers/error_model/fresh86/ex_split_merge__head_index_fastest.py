# exercise: ex_split_merge
# mistake: The learner merges with permute(0, 2, 3, 1), which puts the head index last so the features interleave (f0 of head 0, f0 of head 1, ...); head i must occupy the contiguous block [i*hd, (i+1)*hd), i.e. permute(0, 2, 1, 3).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).permute(0, 2, 1, 3)
    # (b, h, n, hd) -> (b, n, hd, h) -> (b, n, hd*h)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
