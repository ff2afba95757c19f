# exercise: ex_fix_second_head
# mistake: Joined the per-head (n, n) scores with torch.cat, giving (h·n, n) instead of the stacked (h, n, n). Use torch.stack to add a new head axis.
# mistake_zh: 用 torch.cat 把每个头的 (n, n) 分数拼在一起，得到 (h·n, n)，而不是堆叠后的 (h, n, n)。应使用 torch.stack 新增一个头轴。
# keywords: stack, cat, shape, (h, n, n), new axis
import torch


def ex_fix_second_head(a):
    return torch.cat([a[0, i] @ a[0, i].T for i in range(a.shape[1])])
