# exercise: ex_split_merge
# mistake: Uses x.split(num_heads, dim=-1), which cuts chunks of size num_heads, instead of chunk(num_heads) (num_heads chunks of size hd); heads is then (b, hd, n, num_heads). [cond: hd != num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    heads = torch.stack(x.split(num_heads, dim=-1), dim=1)
    merged = torch.cat(context.unbind(dim=1), dim=-1)
    return heads, merged
