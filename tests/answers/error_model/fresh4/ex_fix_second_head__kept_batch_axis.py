# exercise: ex_fix_second_head
# mistake: Iterating over a itself walks the batch axis, so the result keeps it: shape (1, h, n, n) instead of (h, n, n); iterate over the heads of a[0] (or take a[0] of the batched scores).
# mistake_zh: 直接遍历 a 是在遍历批次维，所以结果保留了这一维：形状是 (1, h, n, n) 而不是 (h, n, n)；应遍历 a[0] 的各个头（或取批量分数的 a[0]）。
# keywords: batch axis, shape, a[0], extra, dimension
import torch


def ex_fix_second_head(a):
    return torch.stack([x @ x.transpose(-1, -2) for x in a])
