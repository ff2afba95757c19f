# exercise: ex_stable_softmax
# mistake: You take the max without keepdim=True, so it broadcasts along the wrong axis and subtracts a different number from each entry of a row.
# mistake_zh: 你求最大值时没有 keepdim=True，它沿错误的轴广播，同一行的每个元素减去了不同的数。
# keywords: keepdim, broadcast, max, shape

import torch


def ex_stable_softmax(x, dim):
    x_max, _ = torch.max(x, dim=dim)
    ex = torch.exp(x - x_max)
    return ex / torch.sum(ex, dim=dim, keepdim=True)
