# exercise: ex_split_merge
# mistake: The merge concatenates context.unbind(0), the batch axis, instead of the head axis (unbind(1)), so merged has shape (h, n, b*hd) and mixes sequences; the heads are axis 1.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = torch.cat(context.unbind(0), dim=-1)
    return heads, merged
