# exercise: ex_softmax_backward
# mistake: You subtract the mean of dP ⊙ P over the row instead of its sum; the Jacobian gives Σ_j dP_j P_j, so use .sum(dim=-1, keepdim=True), not .mean (which divides by the row length).
# mistake_zh: 你减去的是 dP ⊙ P 在行上的平均值而不是总和；雅可比给出的是 Σ_j dP_j P_j，应使用 .sum(dim=-1, keepdim=True)，而不是 .mean（它会再除以行长度）。
# keywords: mean, sum, row length, divides, σ_j dp_j p_j
import torch


def ex_softmax_backward(P, dP):
    inner = (P * dP).mean(dim=-1, keepdim=True)
    return P * (dP - inner)
