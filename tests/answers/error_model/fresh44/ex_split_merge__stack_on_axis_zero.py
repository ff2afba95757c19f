# exercise: ex_split_merge
# mistake: The loop stacks the per-head slices with torch.stack(...) on the default axis 0, giving (num_heads, b, n, hd) instead of (b, num_heads, n, hd); it must stack along dim=1.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    pieces = []
    for i in range(num_heads):
        pieces.append(x[:, :, i * hd:(i + 1) * hd])
    heads = torch.stack(pieces)
    merged = torch.cat([context[:, i] for i in range(num_heads)], dim=-1)
    return heads, merged
