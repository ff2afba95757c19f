# exercise: ex_split_merge
# mistake: Merges the heads with torch.cat over dim=1, which stacks them along the token axis into (b, h·n, hd); the heads must be concatenated along the feature axis (dim=-1), giving (b, n, h·hd).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    # Z = Concat(head_1, ..., head_h)
    merged = torch.cat([context[:, i] for i in range(num_heads)], dim=1)
    return heads, merged
