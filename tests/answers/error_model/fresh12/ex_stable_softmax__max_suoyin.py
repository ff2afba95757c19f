# exercise: ex_stable_softmax
# mistake: The learner used x.max(dim, keepdim=True)[1], which is the argmax indices, not the maximum values; subtracting indices does not prevent overflow. Use .values / [0] or x.amax(dim, keepdim=True).
# mistake_zh: 学习者用了 x.max(dim, keepdim=True)[1]，那是最大值的索引而不是最大值本身；减去索引无法防止溢出。应当用 .values、[0] 或 x.amax(dim, keepdim=True)。
# keywords: max, indices, values, overflow

import torch


def ex_stable_softmax(x, dim):
    zuida = x.max(dim, keepdim=True)[1]   # 沿 dim 的最大值
    e = (x - zuida).exp()
    return e / e.sum(dim, keepdim=True)
