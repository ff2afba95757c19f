# exercise: ex_split_merge
# mistake: The pair is returned as (merged, heads), but the statement asks for (heads, merged).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    split = x.reshape(b, n, num_heads, hd).permute(0, 2, 1, 3)
    merge = context.permute(0, 2, 1, 3).reshape(b, n, num_heads * hd)
    return merge, split
