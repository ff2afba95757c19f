# exercise: ex_fix_second_head
# mistake: Used a.squeeze() to drop the batch axis: squeeze removes EVERY size-1 axis, so with one head (h = 1), one token or d = 1 the head axis disappears too and the result has the wrong shape or values. Index the batch explicitly: a[0].
# mistake_zh: 用 a.squeeze() 去掉批次轴：squeeze 会去掉所有大小为 1 的轴，所以只有一个头（h = 1）、一个 token 或 d = 1 时头的轴也会消失，结果形状或数值错误。应显式索引批次：a[0]。
# keywords: squeeze, size-1 axis, one head, a[0], shape
import torch


def ex_fix_second_head(a):
    heads = a.squeeze()                       # (h, n, d)
    return heads @ heads.transpose(-1, -2)    # all heads at once
