# exercise: ex_stable_softmax
# mistake: It subtracts one maximum of the whole tensor (x.max()), so a slice far below that maximum underflows to 0 / 0 = NaN; subtract each slice's own maximum, x.amax(dim=dim, keepdim=True).
# mistake_zh: 减去的是整个张量的一个最大值 x.max()，远低于它的切片会下溢成 0 / 0 = NaN；应减去每个切片自己的最大值 x.amax(dim=dim, keepdim=True)。
# keywords: maximum, slice, global, amax, keepdim

import torch


def ex_stable_softmax(x, dim):
    x = x - x.max()          # 减去最大值，防止溢出
    e = torch.exp(x)
    return e / e.sum(dim=dim, keepdim=True)
