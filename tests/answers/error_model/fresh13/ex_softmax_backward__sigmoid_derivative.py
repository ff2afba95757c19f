# exercise: ex_softmax_backward
# mistake: It uses only the diagonal of the Jacobian, dS = dP · P(1 − P) (the sigmoid derivative), dropping the cross terms −P_i P_j; the right formula is P ⊙ (dP − Σ_j dP_j P_j).
# mistake_zh: 它只用了雅可比矩阵的对角线，dS = dP · P(1 − P)（sigmoid 的导数），丢掉了交叉项 −P_i P_j；正确公式为 P ⊙ (dP − Σ_j dP_j P_j)。
# keywords: Jacobian, cross terms, sum, P_i P_j
def ex_softmax_backward(P, dP):
    # elementwise chain rule through the softmax: dP/dS = P * (1 - P)
    return dP * P * (1 - P)
