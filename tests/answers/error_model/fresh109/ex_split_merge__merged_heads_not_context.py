# exercise: ex_split_merge
# mistake: The learner merged the split input `heads` back instead of the given `context`, so merged just reproduces x; merge `context`.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # check the round trip
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    assert merged.shape == (b, n, d)
    return heads, merged
