# exercise: ex_split_merge
# mistake: Merged with context.reshape(b, n, h·hd) without first transposing heads and tokens back, which mixes tokens across heads. [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.reshape(b, n, num_heads * hd)
    return heads, merged
