# exercise: ex_softmax_backward
# mistake: Builds the full Jacobian diag(p) − outer(p, p) row by row in a Python loop over P.shape[0]: correct only for 2-D inputs; torch.diag/torch.outer need 1-D rows, so 1-D or 3-D+ inputs (batches, heads) raise. Use the vectorized P ⊙ (dP − sum(dP·P, -1, keepdim)).
# mistake_zh: 在 Python 循环中按 P.shape[0] 逐行构造完整雅可比矩阵 diag(p) − outer(p, p)：只对 2 维输入正确；torch.diag/torch.outer 需要 1 维的行，所以 1 维或 3 维以上（批次、多头）的输入会报错。应使用向量化的 P ⊙ (dP − sum(dP·P, -1, keepdim))。
# keywords: loop, Jacobian, 2-D only, outer, any number of axes
import torch


def ex_softmax_backward(P, dP):
    rows = []
    for i in range(P.shape[0]):
        p = P[i]
        J = torch.diag(p) - torch.outer(p, p)   # dP_i/dS_j
        rows.append(J @ dP[i])                 # J is symmetric
    return torch.stack(rows)
