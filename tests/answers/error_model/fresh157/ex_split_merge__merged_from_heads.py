# exercise: ex_split_merge
# mistake: Merged the split input heads back instead of the given per-head context, so merged is just x; merged must be built from context.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = heads.transpose(1, 2).contiguous().view(b, n, d)
    return heads, merged
