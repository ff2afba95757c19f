# exercise: ex_split_merge
# mistake: The heads of context are concatenated along dim 1 (the token axis of each (b, n, hd) slice), giving (b, h·n, hd); they must be concatenated along the feature axis (dim=-1).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.stack([x[:, :, i * hd:(i + 1) * hd] for i in range(num_heads)], dim=1)
    merged = torch.cat([context[:, i] for i in range(num_heads)], dim=1)
    return heads, merged
