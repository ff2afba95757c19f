# exercise: ex_split_merge
# style: explicit loop over heads: stack feature slices on dim 1, torch.cat the per-head contexts on the last dim.
import torch


def ex_split_merge(x, num_heads, context):
    hd = x.shape[-1] // num_heads
    heads = torch.stack([x[:, :, i * hd:(i + 1) * hd] for i in range(num_heads)], dim=1)
    merged = torch.cat([context[:, i, :, :] for i in range(context.shape[1])], dim=-1)
    return (heads, merged)
