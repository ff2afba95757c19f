# exercise: ex_split_merge
# mistake: Viewed x as (b, n, hd, num_heads) instead of (b, n, num_heads, hd) before the transpose; it passes when hd equals num_heads but gives the wrong shape and features otherwise. [cond: hd != num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).transpose(1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, d)
    return heads, merged


# my example: d = 4, two heads of 2
x = torch.arange(8.).view(1, 2, 4)
h, m = ex_split_merge(x, 2, torch.zeros(1, 2, 2, 2))
assert h.shape == (1, 2, 2, 2)
assert m.shape == (1, 2, 4)
