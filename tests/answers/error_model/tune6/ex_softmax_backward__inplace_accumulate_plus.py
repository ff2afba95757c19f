# exercise: ex_softmax_backward
# mistake: Builds dS as P * dP, then accumulates P times the weighted row sum with += where the Jacobian's cross term -P_i P_j asks for -=.
# mistake_zh: 先算 dS = P * dP，再用 += 累加 P 乘以每行的加权和，而雅可比的交叉项 -P_i P_j 要求用 -=。
# keywords: sign, add, subtract, sum
def ex_softmax_backward(P, dP):
    grad = P * dP
    grad += P * (dP * P).sum(dim=-1, keepdim=True)
    return grad
