# exercise: ex_softmax_backward
# mistake: The learner summed dP·P over axis 0 (NumPy's habit of the first axis) instead of over the last axis, the softmax axis. Use (dP * P).sum(dim=-1, keepdim=True).
# mistake_zh: 学习者对 dP·P 沿第 0 维求和（NumPy 习惯的第一维），而不是沿 softmax 所在的最后一维。应使用 (dP * P).sum(dim=-1, keepdim=True)。
# keywords: last axis, dim=-1, sum, softmax axis
import torch


def ex_softmax_backward(P, dP):
    inner = torch.sum(dP * P, 0, keepdim=True)
    return P * (dP - inner)
