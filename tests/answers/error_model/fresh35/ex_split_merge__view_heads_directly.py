# exercise: ex_split_merge
# mistake: Split with x.view(b, h, n, hd) directly instead of view(b, n, h, hd).transpose(1, 2), so a 'head' holds a block of tokens' features rather than features [i·hd, (i+1)·hd) of every token. [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
