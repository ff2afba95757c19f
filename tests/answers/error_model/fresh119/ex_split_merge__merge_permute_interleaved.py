# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), putting head_dim before heads, so the features are interleaved (hd, h) instead of head i occupying [i·hd, (i+1)·hd). [cond: num_heads > 1]
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, hd, h) -> (b, n, h*hd)
    hebing = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, hebing
