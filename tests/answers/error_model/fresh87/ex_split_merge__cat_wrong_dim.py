# exercise: ex_split_merge
# mistake: The merge concatenates the per-head contexts along the token axis (dim=1 of (b, n, hd) pieces), giving shape (b, num_heads·n, hd); they must be concatenated along the feature axis (dim=-1) to get (b, n, num_heads·hd).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    per_head = context.unbind(dim=1)       # h tensors of (b, n, hd)
    merged = torch.cat(per_head, dim=1)
    return heads, merged
