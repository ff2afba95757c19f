# exercise: ex_split_merge
# mistake: Split with x.chunk(hd, dim=-1), which makes hd pieces (of num_heads features each), instead of chunk(num_heads) or split(hd); heads then has shape (b, hd, n, num_heads). [cond: hd != num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    hd = x.shape[-1] // num_heads
    heads = torch.stack(x.chunk(hd, dim=-1), dim=1)
    merged = torch.cat(context.unbind(dim=1), dim=-1)
    return heads, merged
