# exercise: ex_split_merge
# mistake: The learner merged the split input `heads` back instead of the given `context`, so `merged` just returns x; the merge must act on context.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    assert heads.shape == context.shape
    merged = heads.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged
