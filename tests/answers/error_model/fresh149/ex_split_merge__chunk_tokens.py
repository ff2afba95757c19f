# exercise: ex_split_merge
# mistake: Split with x.chunk(num_heads, dim=1), thinking of dim 1 as the columns (features) of a 2-D matrix, but in (b, n, d) dim 1 is the tokens; chunk along dim=-1 (features) before stacking. [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = torch.stack(x.chunk(num_heads, dim=1), dim=1)
    merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged
