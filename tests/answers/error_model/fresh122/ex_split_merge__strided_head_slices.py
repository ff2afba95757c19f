# exercise: ex_split_merge
# mistake: Splits with strided slices x[..., i::num_heads], so head i gets features i, i+h, i+2h, …; head i must hold the contiguous block [i·hd, (i+1)·hd). [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = torch.stack([x[:, :, i::num_heads] for i in range(num_heads)], dim=1)
    parts = []
    for i in range(num_heads):
        parts.append(context[:, i])
    merged = torch.cat(parts, dim=-1)
    return heads, merged
