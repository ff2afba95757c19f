# exercise: ex_softmax_backward
# mistake: P @ P.transpose(-1, -2) is the matrix of dot products between different rows, not each row's outer product P_i P_j; the Jacobian of a row is diag(P) − P Pᵀ with P as a column, P.unsqueeze(-1) * P.unsqueeze(-2). Simpler: dS = P ⊙ (dP − Σ_j dP_j P_j).
# mistake_zh: P @ P.transpose(-1, -2) 是不同行之间的点积矩阵，而不是每一行自己的外积 P_i P_j；一行的雅可比矩阵是 diag(P) − P Pᵀ（P 为列向量），即 P.unsqueeze(-1) * P.unsqueeze(-2)。更简单的写法：dS = P ⊙ (dP − Σ_j dP_j P_j)。
# keywords: outer product, jacobian, rows, diag, unsqueeze
import torch


def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P @ P.transpose(-1, -2)      # 雅可比 diag(P) - P P^T
    return (J @ dP.unsqueeze(-1)).squeeze(-1)
