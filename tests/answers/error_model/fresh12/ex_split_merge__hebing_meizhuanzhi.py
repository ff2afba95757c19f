# exercise: ex_split_merge
# mistake: The learner merged by reshaping context (b, h, n, hd) straight to (b, n, h·hd) without transpose(1, 2) back to (b, n, h, hd), which mixes tokens together.
# mistake_zh: 学习者合并时直接把 (b, h, n, hd) 的 context 重塑成 (b, n, h·hd)，没有先 transpose(1, 2) 回到 (b, n, h, hd)，把词元混在了一起。
# keywords: merge, transpose(1, 2), reshape, tokens

import torch


def ex_split_merge(x, num_heads, context):
    pi, n, d = x.shape          # pi: 批大小
    hd = d // num_heads
    heads = x.view(pi, n, num_heads, hd).transpose(1, 2)   # (批, 头, n, hd)
    # 合并回 (批, n, 头*hd)
    merged = context.reshape(pi, n, num_heads * hd)
    return heads, merged
