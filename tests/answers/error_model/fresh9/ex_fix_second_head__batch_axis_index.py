# exercise: ex_fix_second_head
# mistake: Indexes a[i, 0] (batch axis) instead of a[0, i] (head axis); with a batch of 1 it raises for the second head; the head is the second index.
# mistake_zh: 用 a[i, 0]（批次维）代替了 a[0, i]（头的维度）；批次只有 1 个时第二个头就会报错；头是第二个下标。
# keywords: head axis, batch axis, index, dimension

import torch


def ex_fix_second_head(a):
    heads = [a[i, 0] for i in range(a.shape[1])]
    return torch.stack([hh @ hh.T for hh in heads])
