# exercise: ex_split_merge
# mistake: The learner merged the heads with torch.cat along dim=1 (the token axis), giving (b, num_heads·n, hd); the heads must be concatenated along the feature axis (dim=-1) to get (b, n, num_heads·hd).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = torch.cat([context[:, i] for i in range(num_heads)], dim=1)
    return heads, merged
