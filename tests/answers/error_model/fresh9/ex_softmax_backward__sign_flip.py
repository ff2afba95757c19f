# exercise: ex_softmax_backward
# mistake: Adds the weighted sum instead of subtracting it: P * (dP + sum(dP * P)); the Jacobian term is -P_i P_j, so it must be P * (dP - sum(dP * P, -1, keepdim=True)).
# mistake_zh: 把加权和加上去而不是减掉：P * (dP + sum(dP * P))；雅可比中的交叉项是 -P_i P_j，应为 P * (dP - sum(dP * P, -1, keepdim=True))。
# keywords: sign, minus, Jacobian, sum

def ex_softmax_backward(P, dP):
    return P * (dP + (P * dP).sum(-1, keepdim=True))
