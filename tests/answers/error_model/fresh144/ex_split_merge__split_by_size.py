# exercise: ex_split_merge
# mistake: x.split(num_heads, dim=-1) cuts chunks of num_heads features (giving d // num_heads heads of size num_heads) instead of num_heads chunks; use chunk(num_heads) or split(d // num_heads). [cond: when d != num_heads²]
import torch


def ex_split_merge(x, num_heads, context):
    heads = torch.stack(x.split(num_heads, dim=-1), dim=1)
    merged = torch.cat(context.unbind(dim=1), dim=-1)
    return heads, merged
