# exercise: ex_split_merge
# mistake: Calls x.split(num_heads, dim=-1), but split takes the chunk size, not the number of chunks, so it makes d/num_heads chunks of num_heads features; it needs split(hd, -1) or chunk(num_heads, -1). [cond: only when num_heads != d // num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = torch.stack(x.split(num_heads, dim=-1), dim=1)     # (b, h, n, hd)
    merged = torch.cat(context.unbind(dim=1), dim=-1)          # (b, n, h*hd)
    return heads, merged
