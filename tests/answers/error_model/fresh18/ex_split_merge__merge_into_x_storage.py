# exercise: ex_split_merge
# mistake: Wrote the merged context into x's own memory (through a view of x) to save an allocation, so x is overwritten and the returned heads, a view of x, now hold the context; merged must be a new tensor.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # reuse x's buffer for the output (same shape), no new allocation
    out = x.view(b, n, num_heads, hd)
    out.copy_(context.transpose(1, 2))
    merged = out.view(b, n, d)
    return heads, merged
