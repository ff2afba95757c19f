# exercise: ex_softmax_backward
# mistake: Subtracted the plain row sum Σ_j dP_j instead of the P-weighted sum Σ_j P_j dP_j. The Jacobian's off-diagonal term is −P_i P_j, so the sum must be weighted by P.
# mistake_zh: 减去的是普通行和 Σ_j dP_j，而不是按 P 加权的和 Σ_j P_j dP_j。雅可比矩阵的非对角项是 −P_i P_j，所以求和必须乘上 P。
# keywords: weighted sum, P_j dP_j, Jacobian, off-diagonal, sum
import torch


def ex_softmax_backward(P, dP):
    total = torch.sum(dP, dim=-1, keepdim=True)
    return P * (dP - total)
