# exercise: ex_split_merge
# mistake: The learner calls torch.split(x, num_heads, dim=-1) as if it were tf.split(x, num_or_size_splits=num_heads); torch.split takes the chunk size, so it makes hd chunks of num_heads features. torch.chunk(x, num_heads, -1) or split size hd is needed. [cond: only when hd != num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    parts = torch.split(x, num_heads, dim=-1)     # one part per head
    heads = torch.stack(parts, dim=1)             # (b, h, n, hd)
    b, h, n, hd = context.shape
    merged = context.permute(0, 2, 1, 3).reshape(b, n, h * hd)
    return heads, merged
