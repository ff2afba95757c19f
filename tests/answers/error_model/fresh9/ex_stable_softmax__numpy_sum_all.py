# exercise: ex_stable_softmax
# mistake: Shifts by the max along dim correctly but divides by e.sum() with no dim, as np.sum sums every element by default, so the whole tensor sums to 1 instead of each slice along dim; sum over dim with keepdim=True.
# mistake_zh: 沿 dim 减去最大值是对的，但除以的是不带 dim 的 e.sum()（像 np.sum 默认对所有元素求和），结果是整个张量之和为 1，而不是沿 dim 的每个切片之和为 1；应沿 dim 求和并 keepdim=True。
# keywords: sum, dim, normalise, keepdim, axis

import torch


def ex_stable_softmax(x, dim):
    e = torch.exp(x - torch.amax(x, dim=dim, keepdim=True))
    return e / e.sum()
