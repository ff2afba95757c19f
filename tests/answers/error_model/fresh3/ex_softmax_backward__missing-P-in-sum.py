# exercise: ex_softmax_backward
# mistake: You subtract the plain sum of dP along the row, but the term is the P-weighted sum Σ_j P_j·dP_j.
# mistake_zh: 你减去的是 dP 在该行的简单求和，但应减去以 P 加权的和 Σ_j P_j·dP_j。
# keywords: weighted, sum, jacobian, row

import torch


def ex_softmax_backward(P, dP):
    # dS_i = P_i * (dP_i - sum_j dP_j)
    return P * (dP - dP.sum(-1, keepdim=True))
