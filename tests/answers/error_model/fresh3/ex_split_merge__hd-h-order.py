# exercise: ex_split_merge
# mistake: You view x as (b, n, hd, num_heads), so head i gets every num_heads-th feature instead of the block [i·hd, (i+1)·hd).
# mistake_zh: 你把 x view 成 (b, n, hd, num_heads)，于是第 i 个头拿到的是每隔 num_heads 个的特征，而不是区间 [i·hd, (i+1)·hd)。
# keywords: view, order, head_dim, features

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, -1)
    return heads, merged
