# exercise: ex_split_merge
# mistake: list(context) iterates over the first axis, the batch, not the heads, so torch.cat glues the batch items together: shape (h, n, b·hd). Concatenate over the heads: torch.cat(context.unbind(1), dim=-1).
# mistake_zh: list(context) 迭代的是第一个轴（批次）而不是头，所以 torch.cat 把批次里的样本拼在了一起，形状是 (h, n, b·hd)。应沿头拼接：torch.cat(context.unbind(1), dim=-1)。
# keywords: batch, heads, unbind(1), first axis, torch.cat
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.unflatten(-1, (num_heads, d // num_heads)).transpose(1, 2)
    merged = torch.cat([head for head in context], dim=-1)   # 每个头 (n, hd) 拼起来
    return heads, merged
