# exercise: ex_split_merge
# mistake: To merge the heads the learner swapped the last two axes (context.transpose(-1, -2), tokens and head features) where the heads and the tokens (axes 1 and 2) must be swapped before the reshape; the merged features then mix tokens. Use context.transpose(1, 2).
# mistake_zh: 合并多头时学习者交换了最后两维（context.transpose(-1, -2)，词元与头内特征），而 reshape 之前应交换头与词元（第 1、2 维）；合并后的特征混入了其他词元。应使用 context.transpose(1, 2)。
# keywords: transpose(1, 2), axes, merge
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).permute(0, 2, 1, 3)
    merged = context.transpose(-1, -2).contiguous().view(b, n, num_heads * hd)
    return heads, merged
