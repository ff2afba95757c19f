# exercise: ex_split_merge
# mistake: Merges with transpose(-1, -2), swapping tokens and head features instead of heads and tokens, and reshape then hides the wrong order; the merge needs transpose(1, 2) (heads <-> tokens) before reshape(b, n, h*hd).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, -1).transpose(1, 2)
    merged = context.transpose(-1, -2).reshape(b, n, -1)
    print(heads.shape, merged.shape)
    return heads, merged
