# exercise: ex_split_merge
# mistake: The learner merged `heads` (the split of x) back instead of the given `context`, so `merged` just rebuilds x; the merge must be applied to `context`.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # put the heads back side by side
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
