# exercise: ex_split_merge
# mistake: The learner splits with x.split(num_heads, dim=-1), whose argument is the chunk size, not the number of chunks, so it makes d/num_heads chunks of num_heads features; it needs x.split(hd, -1) or x.chunk(num_heads, -1). [cond: only when hd != num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    pieces = x.split(num_heads, dim=-1)
    heads = torch.stack(pieces, dim=1)
    merged = torch.cat(context.unbind(dim=1), dim=-1)
    return heads, merged
