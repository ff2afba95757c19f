# exercise: ex_split_merge
# mistake: Merges `heads` (the split input) back instead of the given `context`, so `merged` is just x; merged must come from context.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).permute(0, 2, 1, 3)
    merged = heads.permute(0, 2, 1, 3).reshape(b, n, num_heads * hd)
    print(context.shape, merged.shape)
    return heads, merged
