# exercise: ex_split_merge
# mistake: The merge permutes the context to (b, n, hd, h) before flattening, so the features are interleaved across heads instead of head i filling [i·hd, (i+1)·hd); bring the axes to (b, n, h, hd) before merging.
# mistake_zh: 合并前把 context 排成了 (b, n, hd, h) 再展平，特征在各头之间交错，而不是第 i 个头占据 [i·hd, (i+1)·hd)；合并前应把轴排成 (b, n, h, hd)。
# keywords: merge, order, permute, features, heads

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.unflatten(-1, (num_heads, hd)).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, hd, h) -> (b, n, d)
    merged = context.permute(0, 2, 3, 1).flatten(start_dim=2)
    return heads, merged
