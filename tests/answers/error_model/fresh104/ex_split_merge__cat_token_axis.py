# exercise: ex_split_merge
# mistake: Concatenated the heads of context along the token axis (dim=1) instead of the feature axis, giving shape (b, h*n, hd). [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.stack([x[..., i * hd:(i + 1) * hd] for i in range(num_heads)], dim=1)
    merged = torch.cat(context.unbind(1), dim=1)
    return heads, merged
