# exercise: ex_split_merge
# mistake: Merges the tensor it just split (heads) instead of the given context argument, so merged is just x again; it must merge context.
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    out = heads.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, out
