# exercise: ex_split_merge
# mistake: The learner called .view on the transposed (non-contiguous) context, which raises; it needs .contiguous() or .reshape. [cond: num_heads > 1 and n > 1]

import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, h, hd) -> (b, n, h*hd)
    merged = context.transpose(1, 2).view(b, n, num_heads * hd)
    return heads, merged
