# exercise: ex_split_merge
# mistake: calls x.split(num_heads, dim=-1), which cuts pieces of size num_heads (giving hd pieces) instead of num_heads pieces of size hd; it must be x.split(hd, dim=-1) (or view + transpose). [cond: hd != num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = torch.stack(x.split(num_heads, dim=-1), dim=1)
    merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged
