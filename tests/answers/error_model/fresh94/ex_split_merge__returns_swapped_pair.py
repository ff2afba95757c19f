# exercise: ex_split_merge
# mistake: Computes both tensors correctly but returns them in the order (merged, heads); the statement asks for the pair (heads, merged).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    split = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    out = merged, split
    return out
