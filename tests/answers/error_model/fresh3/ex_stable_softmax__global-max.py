# exercise: ex_stable_softmax
# mistake: You subtract the single global maximum of the whole tensor, so slices whose values are far below it underflow to all zeros and give 0/0 = NaN; subtract the maximum along dim.
# mistake_zh: 你减去的是整个张量的全局最大值，远小于它的切片会下溢为全 0，得到 0/0 = NaN；应减去 dim 轴上的最大值。
# keywords: max, dim, underflow, nan

import torch


def ex_stable_softmax(x, dim):
    # 减去最大值防止溢出
    z = x - x.max()
    e = z.exp()
    return e / e.sum(dim, keepdim=True)
