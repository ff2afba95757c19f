# exercise: ex_split_merge
# mistake: The learner called .view on the permuted context without .contiguous(); the memory is no longer in (b, n, h, hd) order, so view raises. Add .contiguous() before .view, or use .reshape.
# mistake_zh: 学习者对 permute 之后的 context 直接调用 .view，没有先 .contiguous()；内存已不是 (b, n, h, hd) 的顺序，所以 view 会报错。应在 .view 之前加 .contiguous()，或改用 .reshape。
# keywords: contiguous, view, reshape, permute
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.unflatten(-1, (num_heads, d // num_heads)).permute(0, 2, 1, 3)
    merged = context.permute(0, 2, 1, 3).view(b, n, d)
    return heads, merged
