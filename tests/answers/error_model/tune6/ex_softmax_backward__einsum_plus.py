# exercise: ex_softmax_backward
# mistake: Computes the row's weighted sum with einsum and adds it to dP instead of subtracting it; dS = P * (dP - sum_j dP_j P_j).
# mistake_zh: 用 einsum 算出每行的加权和后把它加到 dP 上，而不是减去；应为 dS = P * (dP - Σ_j dP_j P_j)。
# keywords: sign, add, subtract, sum
import torch


def ex_softmax_backward(P, dP):
    s = torch.einsum('...i,...i->...', dP, P)
    return P * (dP + s.unsqueeze(-1))
