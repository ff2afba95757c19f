# exercise: ex_split_merge
# mistake: The learner viewed x directly as (b, num_heads, n, hd), which cuts the flat token-major memory into blocks of tokens instead of giving head i features [i·hd, (i+1)·hd) of every token; view as (b, n, num_heads, hd) and then transpose(1, 2). [cond: num_heads > 1 and n > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
