# exercise: ex_split_merge
# mistake: Split with x.view(b, num_heads, n, hd) directly, which has the right shape but mixes tokens into heads; it must be x.view(b, n, num_heads, hd).transpose(1, 2). [cond: num_heads > 1 and n > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)  # straight to (b, h, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
