# exercise: ex_stable_softmax
# mistake: The learner subtracted one global maximum x.max() of the whole tensor; a slice whose values are far below that maximum underflows to 0/0 = NaN. Subtract each slice's own maximum, x.amax(dim=dim, keepdim=True).
# mistake_zh: 学习者减去的是整个张量的同一个最大值 x.max()；数值远小于它的那一组会下溢成 0/0 = NaN。应当减去每一组自己的最大值 x.amax(dim=dim, keepdim=True)。
# keywords: global max, per-slice maximum, underflow, NaN

import torch


def ex_stable_softmax(x, dim):
    """数值稳定的 softmax：减去最大值后再取指数"""
    y = torch.exp(x - x.max())        # 最大值 → exp(0) = 1，不会溢出
    return y / y.sum(dim=dim, keepdim=True)
