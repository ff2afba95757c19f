# exercise: ex_split_merge
# mistake: The learner concatenates tuple(context) along the last axis, but iterating a tensor walks its first axis (the batch), not the heads; the heads are context[:, i], i.e. cat(context.unbind(1), dim=-1).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = torch.cat(tuple(context), dim=-1)
    return heads, merged
