# exercise: ex_split_merge
# mistake: Split with torch.chunk over features and stacked the chunks along dim 0, giving shape (h, b, n, hd) instead of (b, h, n, hd); the stack must be along dim 1.
import torch


def ex_split_merge(x, num_heads, context):
    pieces = torch.chunk(x, num_heads, dim=-1)      # each (b, n, hd)
    heads = torch.stack(pieces, dim=0)
    merged = torch.cat(context.unbind(dim=1), dim=-1)
    return heads, merged
