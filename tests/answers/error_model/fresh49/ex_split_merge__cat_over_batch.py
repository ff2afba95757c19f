# exercise: ex_split_merge
# mistake: Merged with torch.cat(list(context), dim=-1), but iterating a tensor walks its first axis (the batch), not the heads; concatenate context[:, i] over the heads i instead, giving (b, n, h·hd).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = torch.cat(list(context), dim=-1)
    return heads, merged
