# exercise: ex_stable_softmax
# mistake: The learner took the maximum along the last axis (dim=-1) regardless of dim, while exponentiating and summing along dim; the shift is then not constant within each softmax slice. Take the max along dim.
# mistake_zh: 学习者总是沿最后一维（dim=-1）求最大值，而取指数和求和是沿 dim 做的；这样减去的值在每个 softmax 切片内不是常数。应当沿 dim 求最大值。
# keywords: max, dim, wrong axis, slice

import torch


def ex_stable_softmax(x, dim):
    # 每一行减去这一行的最大值
    hang_max = x.amax(dim=-1, keepdim=True)
    e = torch.exp(x - hang_max)
    return e / e.sum(dim=dim, keepdim=True)
