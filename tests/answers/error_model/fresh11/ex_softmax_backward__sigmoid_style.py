# exercise: ex_softmax_backward
# mistake: Carrying over the sigmoid derivative σ(1 − σ), the learner returns P * (1 - P) * dP, only the Jacobian's diagonal; every P_j of the row contributes: dS = P ⊙ (dP − Σ_j dP_j P_j).
# mistake_zh: 学习者套用了 sigmoid 的导数 σ(1 − σ)，返回 P * (1 - P) * dP，只保留了雅可比矩阵的对角线；一行中每个 P_j 都有贡献：dS = P ⊙ (dP − Σ_j dP_j P_j)。
# keywords: Jacobian, diagonal, Σ_j dP_j P_j, coupled
def ex_softmax_backward(P, dP):
    # local derivative of the softmax, like sigmoid'(x) = s * (1 - s)
    local_grad = P * (1 - P)
    return local_grad * dP
