# exercise: ex_split_merge
# mistake: Split with view(b, n, head_dim, num_heads) and moved the last axis forward, so head i gets the strided features i, i+h, i+2h, … instead of the block [i·hd, (i+1)·hd); view as (b, n, num_heads, head_dim) then transpose(1, 2). [cond: num_heads > 1 and head_dim > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, head_dim, num_heads).permute(0, 3, 1, 2)  # (b, h, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * head_dim)
    return heads, merged
