# exercise: ex_split_merge
# mistake: The learner merges the freshly split heads (so merged is just x again) instead of the given context tensor; merged must be built from context.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # check that we get back what we started with
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    assert merged.shape == x.shape
    return heads, merged
