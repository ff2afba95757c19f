# exercise: ex_split_merge
# mistake: The split views x as (b, n, hd, h) and moves the last axis to the front, so head i gets every h-th feature instead of the contiguous block [i*hd, (i+1)*hd); view as (b, n, h, hd) and transpose(1, 2).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
