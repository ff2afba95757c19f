# exercise: ex_softmax_backward
# mistake: The learner returns dP - sum(dP * P) and forgets to multiply by P; the softmax Jacobian gives dS = P * (dP - sum(P * dP, last axis)).
# mistake_zh: 学习者返回了 dP - sum(dP * P)，忘了再乘以 P；由 softmax 的雅可比矩阵得 dS = P * (dP - sum(P * dP, 最后一维))。
# keywords: multiply by P, Jacobian, chain rule

def ex_softmax_backward(P, dP):
    return dP - (dP * P).sum(dim=-1, keepdim=True)
