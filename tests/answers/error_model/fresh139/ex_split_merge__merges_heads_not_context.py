# exercise: ex_split_merge
# mistake: Merges the freshly split heads of x instead of the given context tensor, so merged is just x again; merged must be built from context.
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # sanity: merging back should give the original layout
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
