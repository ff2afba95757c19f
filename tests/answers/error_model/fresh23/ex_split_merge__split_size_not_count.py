# exercise: ex_split_merge
# mistake: Used x.split(num_heads, -1), whose argument is the size of each piece, so it makes d // num_heads heads of num_heads features; x.chunk(num_heads, -1) (or split(d // num_heads)) gives num_heads heads of hd features. [cond: num_heads != d // num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    heads = torch.stack(x.split(num_heads, dim=-1), dim=1)   # (b, h, n, hd)
    merged = torch.cat(context.unbind(1), dim=-1)            # (b, n, h*hd)
    return heads, merged
