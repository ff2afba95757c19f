# exercise: ex_split_merge
# mistake: Split the features as (hd, h) instead of (h, hd), so head i gets the strided features i, i+h, ... instead of the block [i*hd, (i+1)*hd). [cond: num_heads > 1 and hd > 1]
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2).contiguous()
    merged = context.permute(0, 2, 1, 3).reshape(b, n, d)
    return heads, merged
