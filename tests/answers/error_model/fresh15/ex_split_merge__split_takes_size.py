# exercise: ex_split_merge
# mistake: Uses x.split(num_heads, dim=-1) as if it took the number of pieces; split takes the piece SIZE, so it yields d/num_heads heads of num_heads features each (shape (b, d/h, n, h)) — right only when d == num_heads².
import torch


def ex_split_merge(x, num_heads, context):
    heads = torch.stack(x.split(num_heads, dim=-1), dim=1)              # (b, h, n, hd)
    merged = torch.cat(context.unbind(dim=1), dim=-1)                   # head i -> features [i*hd, (i+1)*hd)
    return heads, merged
