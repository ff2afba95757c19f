# exercise: ex_split_merge
# mistake: Merged the split heads of x back instead of the given context tensor, so merged is just x.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = heads.transpose(1, 2).contiguous().view(b, n, -1)
    assert merged.shape[-1] == context.shape[1] * context.shape[-1]
    return heads, merged
