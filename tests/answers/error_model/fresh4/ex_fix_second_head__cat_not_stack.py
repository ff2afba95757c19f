# exercise: ex_fix_second_head
# mistake: The per-head scores are joined with torch.cat, which concatenates them along the rows into (h·n, n) instead of stacking a new head axis; use torch.stack to get (h, n, n).
# mistake_zh: 各头的分数用 torch.cat 拼接，会沿行拼成 (h·n, n)，而不是新增一个头维；应使用 torch.stack 得到 (h, n, n)。
# keywords: stack, cat, new axis, shape, heads
import torch


def ex_fix_second_head(a):
    scores = []
    for i in range(a.shape[1]):
        head = a[0, i, :, :]
        scores.append(head @ head.T)
    return torch.cat(scores)
