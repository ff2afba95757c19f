# exercise: ex_split_merge
# mistake: To merge, the learner concatenated the heads along the token axis (dim=1) and then viewed the result as (b, n, h·hd), which mixes tokens together; the heads must be concatenated along the feature axis (dim=-1). [cond: num_heads > 1]
import torch
from torch import nn


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    split = nn.Unflatten(2, (num_heads, d // num_heads))
    heads = split(x).transpose(1, 2)
    merged = torch.cat([context[:, i] for i in range(num_heads)], dim=1)  # glue the heads together
    merged = merged.view(b, n, -1)
    return heads, merged
