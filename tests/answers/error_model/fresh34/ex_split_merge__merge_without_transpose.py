# exercise: ex_split_merge
# mistake: The learner merged with context.reshape(b, n, h*hd) without first moving the head axis back behind the tokens, mixing tokens across heads; transpose(1, 2) before the reshape. [cond: num_heads > 1 and n > 1]

import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)   # (b, h, n, hd)
    merged = context.reshape(b, n, num_heads * hd)        # (b, n, h*hd)
    return heads, merged
