# exercise: ex_split_merge
# mistake: Splits with reshape(b, n, hd, num_heads).permute(0, 3, 1, 2), which gives head i the features i, i+h, i+2h, … instead of the block [i·hd, (i+1)·hd); it needs view(b, n, num_heads, hd).transpose(1, 2). [cond: only when num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).reshape(b, n, -1)
    return heads, merged
