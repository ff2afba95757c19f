# exercise: ex_split_merge
# mistake: Viewed x as (b, n, hd, h) and permuted: head i then gets the strided features i, i+h, i+2h, … instead of the contiguous block [i·hd, (i+1)·hd). Shapes are right, values are not. The head axis must come before head_dim in the view: (b, n, h, hd).
# mistake_zh: 把 x view 成 (b, n, hd, h) 再 permute：第 i 个头拿到的是间隔取样的特征 i, i+h, i+2h, …，而不是连续区间 [i·hd, (i+1)·hd)。形状对、数值错。view 时头的轴要在 head_dim 之前：(b, n, h, hd)。
# keywords: interleaved, contiguous block, view order, permute, head_dim
import torch


def ex_split_merge(x: torch.Tensor, num_heads: int, context: torch.Tensor):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)   # -> (b, h, n, hd)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, d)
    return heads, merged
