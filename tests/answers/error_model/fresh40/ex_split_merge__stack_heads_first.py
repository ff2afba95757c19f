# exercise: ex_split_merge
# mistake: Stacked the feature chunks along dim 0, giving (num_heads, b, n, hd) with heads before batch, instead of (b, num_heads, n, hd); stack along dim=1.
import torch


def ex_split_merge(x, num_heads, context):
    chunks = torch.chunk(x, num_heads, dim=-1)   # num_heads tensors (b, n, hd)
    heads = torch.stack(chunks, dim=0)
    merged = torch.cat(torch.unbind(context, dim=1), dim=-1)
    return heads, merged
