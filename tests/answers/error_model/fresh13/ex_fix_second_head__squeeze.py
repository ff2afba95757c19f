# exercise: ex_fix_second_head
# mistake: a.squeeze() removes every size-1 axis, not only the batch axis, so for h = 1 (or n = 1, d = 1) the result has the wrong rank and transpose(1, 2) fails; use a[0] / squeeze(0).
# mistake_zh: a.squeeze() 会去掉所有大小为 1 的轴而不仅是批轴，因此 h = 1（或 n = 1、d = 1）时维数错误，transpose(1, 2) 报错；应使用 a[0] 或 squeeze(0)。
# keywords: squeeze, squeeze(0), single head, axis
import torch


def ex_fix_second_head(a):
    # per-head scores for all heads at once: (h, n, d) @ (h, d, n)
    heads = a.squeeze()
    return heads @ heads.transpose(1, 2)
