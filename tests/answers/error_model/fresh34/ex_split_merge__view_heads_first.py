# exercise: ex_split_merge
# mistake: The learner split with x.view(b, num_heads, n, hd) directly, which has the right shape but chops the flat (n, d) data instead of giving head i features [i*hd, (i+1)*hd); use view(b, n, h, hd).transpose(1, 2). [cond: num_heads > 1 and n > 1]

import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)                   # (b, h, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
