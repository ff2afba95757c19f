# exercise: ex_split_merge
# mistake: Concatenates the heads' contexts along dim=1 (the token axis), giving (b, h·n, hd); they must be concatenated along the feature axis (dim=-1) to give (b, n, h·hd). [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).permute(0, 2, 1, 3)
    merged = torch.cat([context[:, i] for i in range(num_heads)], dim=1)
    return heads, merged
