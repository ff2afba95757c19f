# exercise: ex_split_merge
# mistake: The merge concatenates the heads with torch.cat(..., dim=1), stacking them along the token axis into (b, h·n, hd) instead of along the features; heads must be concatenated on the last axis, (b, n, h·hd).
# mistake_zh: 合并时用 torch.cat(..., dim=1) 拼接各头，把它们沿词元维拼成了 (b, h·n, hd)，而不是沿特征维；各头应在最后一维上拼接成 (b, n, h·hd)。
# keywords: concatenate, last axis, dim=-1, tokens, shape
import torch


def ex_split_merge(x, num_heads, context):
    heads = torch.stack(torch.chunk(x, num_heads, dim=-1), dim=1)     # (b, h, n, hd)
    merged = torch.cat(context.unbind(dim=1), dim=1)
    return heads, merged
