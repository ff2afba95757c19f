# exercise: ex_split_merge
# mistake: context.unbind(0) splits the batch, not the heads, so the concatenation joins batch items along the features. Unbind the heads: context.unbind(1).
# mistake_zh: context.unbind(0) 拆开的是批次而不是头，所以拼接把批次里的样本沿特征连在一起。应拆开头：context.unbind(1)。
# keywords: batch, heads, unbind, axis, concatenat
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, -1).permute(0, 2, 1, 3)
    merged = torch.cat(context.unbind(0), dim=-1)
    return heads, merged
