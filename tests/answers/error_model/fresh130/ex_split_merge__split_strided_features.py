# exercise: ex_split_merge
# mistake: The learner viewed x as (b, n, hd, h) and moved the head axis forward, so head i gets the strided features i, i+h, i+2h, … instead of the contiguous block [i·hd, (i+1)·hd); the view must be (b, n, h, hd). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)   # (b, h, n, hd)
    merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged
