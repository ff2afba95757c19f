# exercise: ex_split_merge
# mistake: Splits with x.view(b, num_heads, n, hd) directly, which cuts the flat memory into blocks that mix tokens, so head i does not hold features [i*hd, (i+1)*hd) of every token; view(b, n, h, hd) then transpose(1, 2). [cond: only when n > 1 and num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
