# exercise: ex_stable_softmax
# mistake: The learner shifted by the per-slice max correctly but divided by e.sum() over the whole tensor instead of e.sum(dim=dim, keepdim=True), so slices do not each sum to 1.
# mistake_zh: 学习者正确地减去了每组的最大值，但分母用的是整个张量的 e.sum()，而不是 e.sum(dim=dim, keepdim=True)，所以每一组的和不为 1。
# keywords: sum, dim, normalise, keepdim

import torch


def ex_stable_softmax(x, dim):
    m = torch.amax(x, dim=dim, keepdim=True)  # 每组的最大值
    e = torch.exp(x - m)
    fenmu = e.sum()   # 分母：求和
    return e / fenmu
