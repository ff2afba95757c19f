# exercise: ex_split_merge
# mistake: The heads are concatenated with dim=1, which after slicing context[:, i] is the token axis, giving shape (b, h*n, hd); they must be concatenated along the feature axis (dim=-1).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = torch.cat([context[:, i] for i in range(num_heads)], dim=1)
    return heads, merged
