# exercise: ex_split_merge
# mistake: Slices heads with for i in range(1, num_heads + 1), so it takes features [hd, 2hd) ... and an empty last slice (stacking fails); head i is x[..., i·hd:(i+1)·hd] for i in range(num_heads).

import torch


def ex_split_merge(x, num_heads, context):
    d = x.shape[-1]
    hd = d // num_heads
    # head i gets features (i-1)*hd+1 .. i*hd
    heads = torch.stack([x[:, :, i * hd:(i + 1) * hd] for i in range(1, num_heads + 1)], dim=1)
    merged = torch.cat([context[:, i] for i in range(num_heads)], dim=-1)
    return heads, merged
