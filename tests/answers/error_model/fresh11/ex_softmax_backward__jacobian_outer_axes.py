# exercise: ex_softmax_backward
# mistake: Building the Jacobian diag(P) − P Pᵀ explicitly, the learner forms the outer product as P.unsqueeze(-1) * P.unsqueeze(-1), shape (…, n, 1), instead of P.unsqueeze(-1) * P.unsqueeze(-2), (…, n, n), so every row subtracts P_i² instead of P_i P_j.
# mistake_zh: 学习者显式构造雅可比矩阵 diag(P) − P Pᵀ，但外积写成了 P.unsqueeze(-1) * P.unsqueeze(-1)，形状 (…, n, 1)，而不是 P.unsqueeze(-1) * P.unsqueeze(-2)，(…, n, n)，于是每一行减去的是 P_i² 而不是 P_i P_j。
# keywords: outer product, Jacobian, unsqueeze(-2), P_i P_j
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-1)   # (..., n, n) Jacobian dP/dS
    return (J.transpose(-1, -2) @ dP.unsqueeze(-1)).squeeze(-1)
