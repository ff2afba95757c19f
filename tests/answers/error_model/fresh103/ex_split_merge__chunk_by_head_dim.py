# exercise: ex_split_merge
# mistake: The learner splits with torch.chunk(x, hd, dim=-1), i.e. into hd pieces of num_heads features; it must be num_heads chunks of hd features. [cond: hd != num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.stack(torch.chunk(x, hd, dim=-1), dim=1)
    merged = torch.cat(context.unbind(dim=1), dim=-1)
    return heads, merged
