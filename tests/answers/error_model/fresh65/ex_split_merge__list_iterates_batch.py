# exercise: ex_split_merge
# mistake: Merging with torch.cat(list(context), dim=-1) iterates over the batch axis, not the heads, giving shape (h, n, b*hd) (the right shape only by accident when b == num_heads, with wrong values); the heads are context[:, i], e.g. torch.cat(context.unbind(1), dim=-1).
import torch


def split_heads(x, num_heads):
    b, n, d = x.shape
    return x.view(b, n, num_heads, d // num_heads).transpose(1, 2)


def merge_heads(context):
    return torch.cat(list(context), dim=-1)


def ex_split_merge(x, num_heads, context):
    return split_heads(x, num_heads), merge_heads(context)
