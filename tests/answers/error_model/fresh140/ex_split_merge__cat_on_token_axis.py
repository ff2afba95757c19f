# exercise: ex_split_merge
# mistake: The learner merged by concatenating the unbound heads along dim=1, which is the token axis of each (b, n, hd) head, giving (b, h·n, hd); they must be concatenated along the feature axis (dim=-1) to get (b, n, h·hd).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    per_head = context.unbind(dim=1)  # h tensors of (b, n, hd)
    merged = torch.cat(per_head, dim=1)
    return heads, merged
