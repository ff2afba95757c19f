# exercise: ex_softmax_backward
# mistake: Used only the diagonal of the softmax Jacobian, dS = dP·P·(1−P), as if each P_i depended only on S_i. The off-diagonal terms −P_i·P_j are missing; the correct form is P ⊙ (dP − Σ_j dP_j P_j).
# mistake_zh: 只用了 softmax 雅可比矩阵的对角线，dS = dP·P·(1−P)，好像每个 P_i 只依赖 S_i。缺少非对角项 −P_i·P_j；正确形式是 P ⊙ (dP − Σ_j dP_j P_j)。
# keywords: Jacobian, off-diagonal, P(1-P), sum, dP
def ex_softmax_backward(P, dP):
    # derivative of softmax is p * (1 - p), like the sigmoid
    return dP * P * (1 - P)
