# exercise: ex_softmax_backward
# mistake: The weighted term is a mean over the last axis instead of a sum: dS = P ⊙ (dP − Σ_j dP_j P_j) needs .sum(dim=-1, keepdim=True), not .mean.
# mistake_zh: 加权项用了沿最后一个轴的平均值而不是求和：dS = P ⊙ (dP − Σ_j dP_j P_j) 需要 .sum(dim=-1, keepdim=True)，而不是 .mean。
# keywords: sum, mean, row, weighted, keepdim

import torch


def ex_softmax_backward(P, dP):
    inner = (P * dP).mean(dim=-1, keepdim=True)
    return P * (dP - inner)
