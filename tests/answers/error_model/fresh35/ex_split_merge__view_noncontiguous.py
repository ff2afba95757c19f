# exercise: ex_split_merge
# mistake: Called .view on the transposed context without .contiguous() (or reshape), which raises for a fresh (b, h, n, hd) tensor. [cond: num_heads > 1 and n > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    merged = context.transpose(1, 2).view(b, n, num_heads * head_dim)
    return heads, merged
