# exercise: ex_split_merge
# mistake: The learner splits with reshape(b, n, hd, h).permute(0, 3, 1, 2), which gives head i the strided features i, i+h, …; head i must hold the contiguous block [i·hd, (i+1)·hd) (view(b, n, h, hd).transpose(1, 2)). [cond: num_heads > 1 and head_dim > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
