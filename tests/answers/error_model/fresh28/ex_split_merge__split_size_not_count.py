# exercise: ex_split_merge
# mistake: Used x.split(num_heads, dim=-1), whose integer is the size of each piece, not the number of pieces, so heads is (b, hd, n, num_heads); torch.chunk(num_heads) or split(hd) gives (b, num_heads, n, hd). [cond: hd != num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    heads = torch.stack(x.split(num_heads, dim=-1), dim=1)     # one piece per head
    merged = torch.cat(context.unbind(dim=1), dim=-1)
    return heads, merged
