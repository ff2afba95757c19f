# exercise: ex_split_merge
# mistake: The learner merges with torch.cat(context.unbind(0), dim=-1), which unbinds the batch axis instead of the head axis (1); the result has the wrong shape and mixes sequences.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = torch.cat(context.unbind(0), dim=-1)
    return heads, merged
