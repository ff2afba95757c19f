# exercise: ex_fix_second_head
# mistake: The loop takes its count from a.size(0), the batch axis (1), while its index runs over the heads a[0, i] (axis 1); loop over a.size(1).
# mistake_zh: 循环次数取自 a.size(0)，即批次轴（大小 1），而索引 a[0, i] 走的是头（第 1 轴）；应循环 a.size(1)。
# keywords: axis, loop, shape[1]

import torch


def ex_fix_second_head(a):
    grams = []
    for i in range(a.size(0)):
        grams.append(torch.mm(a[0, i], a[0, i].t()))
    return torch.stack(grams)
