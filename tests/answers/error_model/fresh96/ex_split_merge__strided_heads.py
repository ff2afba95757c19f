# exercise: ex_split_merge
# mistake: Split with the stride slice x[..., i::num_heads], so head i gets every num_heads-th feature instead of the block [i·hd, (i+1)·hd). [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = torch.stack([x[..., i::num_heads] for i in range(num_heads)], dim=1)
    merged = context.transpose(1, 2).reshape(b, n, -1)
    return heads, merged
