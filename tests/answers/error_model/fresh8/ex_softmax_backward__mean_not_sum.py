# exercise: ex_softmax_backward
# mistake: The learner took the mean of P·dP over the last axis instead of the sum, shrinking the correction term by a factor n. Use .sum(dim=-1, keepdim=True).
# mistake_zh: 学习者沿最后一维对 P·dP 取了平均值而不是求和，使修正项缩小了 n 倍。应使用 .sum(dim=-1, keepdim=True)。
# keywords: sum, mean, last axis, factor n
import torch


def ex_softmax_backward(P, dP):
    return P * (dP - (P * dP).mean(dim=-1, keepdim=True))
