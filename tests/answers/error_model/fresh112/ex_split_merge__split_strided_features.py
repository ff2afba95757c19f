# exercise: ex_split_merge
# mistake: Splits with view(b, n, hd, h).permute(0, 3, 1, 2): the shape is right, but head i gets every h-th feature instead of the block [i*hd, (i+1)*hd); the view must be (b, n, h, hd). [cond: only when num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)   # -> (b, h, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
