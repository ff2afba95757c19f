# exercise: ex_stable_softmax
# mistake: The learner centred the scores by subtracting their mean instead of their maximum; with a large spread (e.g. 0 and 1e4) the largest shifted value is still huge, exp overflows to inf and the result is NaN. Subtract the maximum along dim.
# mistake_zh: 学习者减去的是分数的平均值而不是最大值；当分数差距很大（例如 0 和 1e4）时，平移后的最大值仍然很大，exp 溢出成 inf，结果为 NaN。应减去沿 dim 的最大值。
# keywords: maximum, mean, overflow, inf, NaN
import torch


def ex_stable_softmax(x, dim):
    centred = x - x.mean(dim=dim, keepdim=True)
    e = centred.exp()
    return e / e.sum(dim=dim, keepdim=True)
