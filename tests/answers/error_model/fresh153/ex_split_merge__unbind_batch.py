# exercise: ex_split_merge
# mistake: Merges by concatenating context.unbind(0), which unbinds the batch axis instead of the head axis (unbind(1)), then reshapes the result; the features of the batch items get mixed up. [cond: b > 1 or the shapes are checked]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    pieces = context.unbind(0)
    merged = torch.cat(pieces, dim=-1)  # glue the heads side by side
    if merged.shape != (b, n, num_heads * hd):
        merged = merged.reshape(b, n, num_heads * hd)
    return heads, merged
