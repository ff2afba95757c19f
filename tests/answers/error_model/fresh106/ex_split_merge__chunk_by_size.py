# exercise: ex_split_merge
# mistake: Called torch.chunk(x, hd, dim=-1) as if its second argument were the chunk size, like torch.split; chunk takes the number of chunks, so it makes hd heads of num_heads features. [cond: only when hd != num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    pieces = torch.chunk(x, hd, dim=-1)          # pieces of hd features
    heads = torch.stack(pieces, dim=1)            # (b, h, n, hd)
    merged = torch.cat(context.unbind(dim=1), dim=-1)
    return heads, merged
