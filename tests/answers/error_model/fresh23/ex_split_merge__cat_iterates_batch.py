# exercise: ex_split_merge
# mistake: Merged with torch.cat(list(context), -1), but iterating a tensor walks its first axis, the batch, not the heads, giving shape (h, n, b*hd) instead of (b, n, h*hd); unbind(1) gives the heads. [cond: batch > 1 or num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    heads = torch.stack(x.chunk(num_heads, dim=-1), dim=1)
    merged = torch.cat(list(context), dim=-1)  # heads side by side
    return heads, merged
