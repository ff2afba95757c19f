# exercise: ex_split_merge
# mistake: Splits with x.split(num_heads, dim=-1), which cuts chunks of num_heads features (d/num_heads chunks) rather than num_heads chunks; use chunk(num_heads) or split(hd). [cond: num_heads * num_heads != d]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    parts = x.split(num_heads, dim=-1)           # one piece per head
    heads = torch.stack(parts, dim=1)            # (b, h, n, hd)
    merged = torch.cat(context.unbind(dim=1), dim=-1)   # (b, n, h*hd)
    return heads, merged
