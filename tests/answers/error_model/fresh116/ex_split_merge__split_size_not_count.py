# exercise: ex_split_merge
# mistake: Called torch.split(x, num_heads, dim=-1) as if it were tf.split (number of pieces), but torch.split takes the piece size, giving d/num_heads heads of num_heads features; use torch.split(x, hd) or chunk(num_heads). [cond: hd != num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    parts = torch.split(x, num_heads, dim=-1)
    heads = torch.stack(parts, dim=1)
    merged = torch.cat(torch.unbind(context, dim=1), dim=-1)
    return heads, merged
