# exercise: ex_split_merge
# mistake: Merged the freshly split `heads` back instead of the given `context`, so `merged` just returns x; the per-head context vectors must be merged.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    assert heads.shape == context.shape
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
