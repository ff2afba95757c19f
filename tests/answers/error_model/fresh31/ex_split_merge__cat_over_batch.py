# exercise: ex_split_merge
# mistake: To merge, the learner concatenated list(context) along the last axis, which iterates over the batch axis, not the heads, giving shape (h, n, b·hd); concatenate context.unbind(1) (the heads). [cond: b > 1 or num_heads > 1]

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.unflatten(-1, (num_heads, d // num_heads)).transpose(1, 2)
    merged = torch.cat(list(context), dim=-1)   # glue the heads side by side
    return heads, merged
