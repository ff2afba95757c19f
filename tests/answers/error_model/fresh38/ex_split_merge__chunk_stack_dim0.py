# exercise: ex_split_merge
# mistake: The learner split with torch.chunk on the features and stacked the chunks on dim 0, giving shape (num_heads, b, n, hd) instead of (b, num_heads, n, hd); stack on dim 1. [cond: b > 1 or num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    parts = torch.chunk(x, num_heads, dim=-1)        # like np.split(x, h, axis=-1)
    heads = torch.stack(parts, dim=0)
    merged = torch.cat(context.unbind(dim=1), dim=-1)
    return heads, merged
