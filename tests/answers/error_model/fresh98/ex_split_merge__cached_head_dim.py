# exercise: ex_split_merge
# mistake: Caches head_dim in a function attribute on the first call and reuses it, so later calls with another d or num_heads split with the stale head_dim (wrong shape or an error); hd must be computed from each call's d and num_heads. [cond: a later call with a different d // num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    if not hasattr(ex_split_merge, "head_dim"):
        ex_split_merge.head_dim = d // num_heads
    hd = ex_split_merge.head_dim
    heads = x.view(b, n, -1, hd).transpose(1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged
