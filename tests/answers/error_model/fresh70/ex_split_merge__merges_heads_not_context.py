# exercise: ex_split_merge
# mistake: Merges the freshly split heads instead of the given context tensor, so merged is just x again; merged must be built from context.
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)   # (b, h, n, hd)
    assert heads.shape == context.shape
    # 合并回 (b, n, h*hd)
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
