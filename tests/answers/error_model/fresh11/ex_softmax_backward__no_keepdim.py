# exercise: ex_softmax_backward
# mistake: The learner computes the row sum (P * dP).sum(-1) without keepdim, so it broadcasts along the last axis instead of down each row (or fails); use .sum(dim=-1, keepdim=True).
# mistake_zh: 学习者计算行和 (P * dP).sum(-1) 时没有 keepdim，它会沿最后一轴广播而不是对每一行广播（或报错）；应使用 .sum(dim=-1, keepdim=True)。
# keywords: keepdim, broadcast, row sum, dim=-1
import torch


def ex_softmax_backward(P, dP):
    # dL/dS_i = P_i * (dL/dP_i - sum_j dL/dP_j * P_j)
    s = torch.sum(P * dP, dim=-1)
    return P * (dP - s)
