# exercise: ex_split_merge
# mistake: Merged with permute(0, 2, 3, 1) (tokens, head_dim, heads) before reshape, which interleaves the heads' features instead of putting head i in features [i*hd, (i+1)*hd); it needs transpose(1, 2). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, hd, h) -> (b, n, h*hd)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * head_dim)
    return heads, merged
