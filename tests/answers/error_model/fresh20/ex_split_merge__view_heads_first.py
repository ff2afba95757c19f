# exercise: ex_split_merge
# mistake: Splits with x.view(b, num_heads, n, hd), which cuts the flat memory into blocks of tokens rather than giving head i features [i·hd, (i+1)·hd) of every token; it must be view(b, n, num_heads, hd).transpose(1, 2). [cond: num_heads > 1 and n > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
