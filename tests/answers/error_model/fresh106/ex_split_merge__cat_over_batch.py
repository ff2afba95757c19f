# exercise: ex_split_merge
# mistake: Merged with torch.cat(list(context), dim=-1), but iterating a tensor walks its first axis (the batch), not the heads, so the batch items are concatenated instead; iterate over the head axis (context.unbind(1)) or transpose(1, 2) and reshape.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).transpose(1, 2)
    merged = torch.cat([head for head in context], dim=-1)
    return heads, merged
