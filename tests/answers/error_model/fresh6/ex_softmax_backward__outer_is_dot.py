# exercise: ex_softmax_backward
# mistake: Built the Jacobian per row as diag(p) − p @ p.T, but for a 1-D p, p.T does nothing and p @ p.T is the scalar Σp², not the outer product; the off-diagonal terms are wrong. Use torch.outer(p, p) (or the formula P ⊙ (dP − Σ P dP)).
# mistake_zh: 逐行构造雅可比矩阵 diag(p) − p @ p.T，但对一维的 p，p.T 没有任何作用，p @ p.T 是标量 Σp² 而不是外积，非对角项都错了。应使用 torch.outer(p, p)（或公式 P ⊙ (dP − Σ P dP)）。
# keywords: outer product, 1-D, p.T, Jacobian, torch.outer
import torch


def ex_softmax_backward(P, dP):
    n = P.shape[-1]
    P2 = P.reshape(-1, n)
    dP2 = dP.reshape(-1, n)
    rows = []
    for p, dp in zip(P2, dP2):
        J = torch.diag(p) - p @ p.T      # 雅可比矩阵 J_ij = p_i(δ_ij - p_j)
        rows.append(J @ dp)
    return torch.stack(rows).reshape(P.shape)
