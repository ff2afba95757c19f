# exercise: ex_softmax_backward
# mistake: The Jacobian is built with torch.diag(P), which only makes a diagonal matrix from a 1-D vector: for batched P (2-D or more) it returns P's diagonal or raises, so the result is wrong beyond a single row. Use torch.diag_embed(P), or simply dS = P ⊙ (dP − Σ_j dP_j P_j) along the last axis.
# mistake_zh: 雅可比矩阵用 torch.diag(P) 构造，但它只能把一维向量变成对角矩阵：对于带批次的 P（二维及以上），它返回 P 的对角线或直接报错，所以超过单行时结果就是错的。应使用 torch.diag_embed(P)，或直接沿最后一维计算 dS = P ⊙ (dP − Σ_j dP_j P_j)。
# keywords: diag_embed, batched, jacobian, torch.diag, last axis
import torch


def ex_softmax_backward(P, dP):
    # J_ij = P_i (delta_ij - P_j)
    J = torch.diag(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    return (J @ dP.unsqueeze(-1)).squeeze(-1)
