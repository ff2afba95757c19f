# exercise: ex_split_merge
# mistake: Merges by concatenating the heads along dim=1, the token axis, giving shape (b, num_heads·n, hd); the heads must be concatenated along the feature axis (dim=-1). [cond: only when num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = torch.cat([context[:, i] for i in range(num_heads)], dim=1)
    return heads, merged
