# exercise: ex_split_merge
# mistake: The merge loop indexes context[i] (batch axis) instead of context[:, i] (head axis), so merged has shape (num_heads, n, num_heads·hd) and holds the wrong sequences' data (an IndexError when b < num_heads). [cond: b > 1 or num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).permute(0, 2, 1, 3)
    merged = torch.cat([context[i] for i in range(num_heads)], dim=-1)
    return heads, merged
