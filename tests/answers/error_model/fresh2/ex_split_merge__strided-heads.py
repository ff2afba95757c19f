# exercise: ex_split_merge
# mistake: The split views the features as (hd, h) instead of (h, hd), so head i takes every h-th feature (i, i+h, …) rather than the block [i·hd, (i+1)·hd); view as (b, n, h, hd) and transpose(1, 2).
# mistake_zh: 拆分时把特征 view 成 (hd, h) 而不是 (h, hd)，于是第 i 个头取的是每隔 h 个的特征 (i, i+h, …)，而不是连续的一段 [i·hd, (i+1)·hd)；应 view 成 (b, n, h, hd) 再 transpose(1, 2)。
# keywords: view, order, heads, features, block

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # (b, n, hd, h) -> (b, h, n, hd)
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, -1)
    return heads, merged
