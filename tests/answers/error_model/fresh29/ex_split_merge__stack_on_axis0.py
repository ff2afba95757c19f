# exercise: ex_split_merge
# mistake: The learner stacked the per-head chunks along dim 0, giving heads with the head and batch axes swapped, (num_heads, b, n, hd) instead of (b, num_heads, n, hd); they must be stacked along dim 1. [cond: b > 1 or num_heads > 1]
import torch


def split_heads(x, num_heads):
    chunks = torch.chunk(x, num_heads, dim=-1)  # num_heads x (b, n, hd)
    return torch.stack(chunks, dim=0)


def merge_heads(context):
    # head i goes to features [i*hd, (i+1)*hd)
    return torch.cat(context.unbind(dim=1), dim=-1)


def ex_split_merge(x, num_heads, context):
    return split_heads(x, num_heads), merge_heads(context)
