# exercise: ex_split_merge
# mistake: The learner merged by concatenating the heads' context[:, i] along dim=1, the token axis, giving shape (b, h·n, hd); the heads must be concatenated along the feature axis (dim=-1) to get (b, n, h·hd). [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.stack([x[:, :, i * hd:(i + 1) * hd] for i in range(num_heads)], dim=1)
    z = [context[:, i] for i in range(num_heads)]   # each (b, n, hd)
    merged = torch.cat(z, dim=1)
    return heads, merged
