# exercise: ex_split_merge
# mistake: The learner merged with torch.cat(context.unbind(0), dim=-1), unbinding the batch axis instead of the head axis 1, which gives shape (h, n, b·hd); unbind(1) puts the heads side by side.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = torch.cat(context.unbind(0), dim=-1)
    return heads, merged
