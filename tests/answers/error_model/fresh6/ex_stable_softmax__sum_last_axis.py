# exercise: ex_stable_softmax
# mistake: Subtracts the max along dim correctly, but normalises with the sum over the last axis (dim=-1) instead of dim, so for any dim other than the last the slices don't sum to 1. Sum along dim.
# mistake_zh: 沿 dim 减最大值是对的，但归一化时用的是最后一个轴（dim=-1）上的和，而不是 dim；当 dim 不是最后一轴时各切片的和不为 1。应沿 dim 求和。
# keywords: sum, dim, last axis, normalise, dim=-1
import torch


def ex_stable_softmax(x, dim):
    shifted = x - torch.max(x, dim=dim, keepdim=True).values
    num = torch.exp(shifted)
    den = num.sum(-1, keepdim=True)
    return num / den
