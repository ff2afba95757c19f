# exercise: ex_softmax_backward
# mistake: The learner takes the mean of dP ⊙ P along the last axis instead of the sum, so the subtracted term is divided by the row length; it must be the sum Σ_j dP_j P_j.
# mistake_zh: 学习者沿最后一维对 dP ⊙ P 取了平均值而不是求和，于是减去的项被除以了行长度；这里必须是求和 Σ_j dP_j P_j。
# keywords: sum, mean, row length, divided, last axis
def ex_softmax_backward(P, dP):
    return P * (dP - (dP * P).mean(dim=-1, keepdim=True))
