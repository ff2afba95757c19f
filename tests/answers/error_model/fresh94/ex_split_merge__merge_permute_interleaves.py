# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), putting head_dim before heads, so the merged features interleave the heads instead of placing head i in features [i*hd, (i+1)*hd); use transpose(1, 2) (order b, n, h, hd). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    nbatches, n, d = x.shape
    d_k = d // num_heads
    heads = x.view(nbatches, -1, num_heads, d_k).transpose(1, 2)
    # (b, h, n, d_k) -> (b, n, ?, ?)
    merged = context.permute(0, 2, 3, 1).reshape(nbatches, n, num_heads * d_k)
    return heads, merged
