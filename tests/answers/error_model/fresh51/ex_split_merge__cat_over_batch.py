# exercise: ex_split_merge
# mistake: Merged with torch.cat(list(context), dim=-1), but iterating a tensor walks its first axis (the batch), not the heads, giving shape (h, n, b·hd); the heads are axis 1 (torch.cat(context.unbind(1), dim=-1) or transpose + reshape).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    head_outputs = list(context)          # one tensor per head
    merged = torch.cat(head_outputs, dim=-1)
    return heads, merged
