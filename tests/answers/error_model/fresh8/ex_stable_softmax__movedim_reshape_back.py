# exercise: ex_stable_softmax
# mistake: The learner moved dim to the end, took the softmax there, and then used reshape(x.shape) to go back; reshape does not move the axis back, so for dim ≠ −1 the values land in the wrong places. Use movedim(−1, dim) to undo movedim.
# mistake_zh: 学习者把 dim 移到最后一维上做 softmax，然后用 reshape(x.shape) 还原；reshape 不会把轴移回去，所以当 dim ≠ −1 时数值放错了位置。应用 movedim(−1, dim) 撤销 movedim。
# keywords: movedim, reshape, axis order, dim
import torch


def ex_stable_softmax(x, dim):
    y = x.movedim(dim, -1)
    y = y - y.amax(-1, keepdim=True)
    y = y.exp() / y.exp().sum(-1, keepdim=True)
    return y.reshape(x.shape)
