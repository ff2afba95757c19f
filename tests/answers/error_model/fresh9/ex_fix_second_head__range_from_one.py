# exercise: ex_fix_second_head
# mistake: Numbers the heads from 1 (range(1, h)), so head 0 is missing and the result has h - 1 matrices; loop over range(h).
# mistake_zh: 头的编号从 1 开始（range(1, h)），漏掉了第 0 个头，结果只有 h - 1 个矩阵；应遍历 range(h)。
# keywords: index, off-by-one, range, head 0

import torch


def ex_fix_second_head(a):
    h = a.shape[1]
    return torch.stack([a[0, i] @ a[0, i].T for i in range(1, h)])
