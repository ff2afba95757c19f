# exercise: ex_split_merge
# mistake: unflatten(-1, (hd, num_heads)) puts num_heads as the fast-varying factor, so head i gets the strided features i, i + h, i + 2h, … instead of the block [i·hd, (i+1)·hd); split the last axis as (num_heads, hd). The merge has the mirror-image order error.
# mistake_zh: unflatten(-1, (hd, num_heads)) 让 num_heads 成为变化最快的因子，于是第 i 个头拿到的是间隔取的特征 i, i + h, i + 2h, …，而不是连续的一段 [i·hd, (i+1)·hd)；最后一维应拆成 (num_heads, hd)。合并时也有对称的顺序错误。
# keywords: order, num_heads, features, interleaved, strided
import torch


def ex_split_merge(x, num_heads, context):
    hd = x.shape[-1] // num_heads
    heads = x.unflatten(-1, (hd, num_heads)).permute(0, 3, 1, 2)      # (b, h, n, hd)
    merged = context.permute(0, 2, 3, 1).flatten(-2)                  # (b, n, hd*h)
    return heads, merged
