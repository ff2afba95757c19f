# exercise: ex_softmax_backward
# mistake: You used only the diagonal of the softmax Jacobian, P·(1 − P)·dP; the off-diagonal terms −P_i·P_j also contribute, giving P·(dP − Σ P·dP).
# mistake_zh: 你只用了 softmax 雅可比矩阵的对角线 P·(1 − P)·dP；非对角项 −P_i·P_j 也有贡献，正确结果是 P·(dP − Σ P·dP)。
# keywords: jacobian, diagonal, off-diagonal, sum

def ex_softmax_backward(P, dP):
    # d softmax_i / d s_i = p_i (1 - p_i)
    return P * (1 - P) * dP
