# exercise: ex_split_merge
# mistake: The merge step reuses the split heads of x instead of the context argument, so merged is just x again; merged must be built from context.
import torch


def make_split_merge():
    def split(x, h):
        b, n, d = x.shape
        return x.view(b, n, h, d // h).transpose(1, 2)

    def merge(t):
        b, h, n, hd = t.shape
        return t.transpose(1, 2).contiguous().view(b, n, h * hd)

    def ex_split_merge(x, num_heads, context):
        heads = split(x, num_heads)
        merged = merge(heads)
        return heads, merged

    return ex_split_merge


ex_split_merge = make_split_merge()
