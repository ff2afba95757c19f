# exercise: ex_split_merge
# mistake: Merges with torch.cat(list(context), dim=-1), but iterating a tensor walks its first axis (the batch), not the heads, giving shape (h, n, b*hd); it must concatenate context.unbind(1) (the heads).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, -1).transpose(1, 2)
    merged = torch.cat(list(context), dim=-1)   # head i -> features [i*hd, (i+1)*hd)
    return heads, merged
