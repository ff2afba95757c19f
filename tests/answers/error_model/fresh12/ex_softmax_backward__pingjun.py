# exercise: ex_softmax_backward
# mistake: The learner took the mean (dP * P).mean(dim=-1) instead of the sum over the last axis, so the subtracted term is divided by the row length n.
# mistake_zh: 学习者用了 (dP * P).mean(dim=-1)（平均）而不是沿最后一维求和，减去的那一项被多除了行长度 n。
# keywords: sum, mean, Σ_j, last axis

import torch


def ex_softmax_backward(P, dP):
    # dS_i = P_i * (dP_i - Σ_j P_j dP_j)
    jiaquan = (dP * P).mean(dim=-1, keepdim=True)
    dS = P * (dP - jiaquan)
    return dS
