# exercise: ex_split_merge
# mistake: Your merge permutes to (b, n, hd, h) before flattening, so the features of the heads are interleaved instead of head i filling [i·hd, (i+1)·hd).
# mistake_zh: 合并时你先 permute 成 (b, n, hd, h) 再展平，各头的特征交错在一起，而不是第 i 个头占 [i·hd, (i+1)·hd)。
# keywords: permute, merge, interleave, order

import torch


def split(x, h):
    b, n, d = x.shape
    return x.reshape(b, n, h, d // h).permute(0, 2, 1, 3)


def merge(ctx):
    b, h, n, hd = ctx.shape
    return ctx.permute(0, 2, 3, 1).reshape(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    return split(x, num_heads), merge(context)
