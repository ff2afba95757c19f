# exercise: ex_split_merge
# mistake: The learner chunks the features per head and stacks the chunks on axis 0, giving (num_heads, b, n, hd); the heads must be stacked on axis 1 to get (b, num_heads, n, hd). [cond: wrong shape unless b == num_heads; wrong values then too]
import torch


def ex_split_merge(x, num_heads, context):
    parts = torch.chunk(x, num_heads, dim=-1)     # num_heads tensors (b, n, hd)
    heads = torch.stack(parts, dim=0)
    b, h, n, hd = context.shape
    merged = torch.empty(b, n, h * hd, dtype=context.dtype, device=context.device)
    for i in range(h):
        merged[:, :, i * hd:(i + 1) * hd] = context[:, i]
    return heads, merged
