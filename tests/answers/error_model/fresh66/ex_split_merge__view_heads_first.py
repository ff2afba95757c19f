# exercise: ex_split_merge
# mistake: The split views x directly as (b, num_heads, n, hd), which has the right shape but mixes tokens into heads; view as (b, n, h, hd) and then transpose(1, 2). [cond: num_heads > 1 and n > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
