# exercise: ex_split_merge
# mistake: Merged with torch.cat(list(context), dim=-1), but iterating a tensor walks axis 0 (the batch), not the heads, giving shape (num_heads, n, b·hd); it must concatenate context.unbind(1).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # concatenate the heads' context vectors feature-wise
    merged = torch.cat([c for c in context], dim=-1)
    return heads, merged
