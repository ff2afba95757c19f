# exercise: ex_split_merge
# mistake: The merge permutes to (b, n, hd, h) before flattening, which interleaves the heads feature by feature; head i must fill features [i·hd, (i+1)·hd), i.e. transpose(1, 2) to (b, n, h, hd). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).permute(0, 2, 1, 3)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
