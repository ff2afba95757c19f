# exercise: ex_split_merge
# mistake: The split views the features as (hd, num_heads) and permutes, so head i takes every num_heads-th feature instead of the block [i*hd, (i+1)*hd); view as (b, n, num_heads, hd). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
