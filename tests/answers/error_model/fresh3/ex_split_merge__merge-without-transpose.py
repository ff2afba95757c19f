# exercise: ex_split_merge
# mistake: You reshape context from (b, h, n, hd) straight to (b, n, h·hd) without transposing heads and tokens back first.
# mistake_zh: 你把 context 从 (b, h, n, hd) 直接 reshape 成 (b, n, h·hd)，没有先把头轴和词元轴换回来。
# keywords: transpose, merge, reshape, order

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    merged = context.contiguous().view(b, n, num_heads * head_dim)
    return heads, merged
