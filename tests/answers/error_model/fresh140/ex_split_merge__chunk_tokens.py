# exercise: ex_split_merge
# mistake: The learner split with x.chunk(num_heads, dim=1), which cuts the token axis, not the feature axis, so heads has shape (b, h, n/h, d); chunk along dim=-1 (or view + transpose) to get (b, h, n, hd).
import torch


def ex_split_merge(x, num_heads, context):
    heads = torch.stack(x.chunk(num_heads, dim=1), dim=1)
    b, h, n, hd = context.shape
    merged = context.transpose(1, 2).contiguous().view(b, n, h * hd)
    return heads, merged
