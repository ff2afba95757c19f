# exercise: ex_softmax_backward
# mistake: The learner used only the diagonal of the softmax Jacobian, P(1 − P), as if each output depended on its own score only (like a sigmoid); the off-diagonal terms −PᵢPⱼ are missing. Use dS = P ⊙ (dP − Σⱼ Pⱼ dPⱼ).
# mistake_zh: 学习者只用了 softmax 雅可比矩阵的对角线 P(1 − P)，好像每个输出只依赖自己的分数（像 sigmoid 一样），缺少非对角项 −PᵢPⱼ。应使用 dS = P ⊙ (dP − Σⱼ Pⱼ dPⱼ)。
# keywords: Jacobian, off-diagonal, sigmoid, P(1-P)
def ex_softmax_backward(P, dP):
    return dP * P * (1 - P)
