# exercise: ex_split_merge
# mistake: Collected the heads for the merge with context[i], which indexes the batch axis, instead of context[:, i], so merged has the wrong shape and values (or raises when b < num_heads). [cond: batch size or num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.stack([x[:, :, i * hd:(i + 1) * hd] for i in range(num_heads)], dim=1)
    merged = torch.cat([context[i] for i in range(num_heads)], dim=-1)
    return heads, merged
