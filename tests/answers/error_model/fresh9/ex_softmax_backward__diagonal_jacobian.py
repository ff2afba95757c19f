# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian, P * (1 - P) * dP, as for an element-wise sigmoid, and drops the cross terms -P_i P_j; use dS = P * (dP - sum(dP * P, -1, keepdim=True)).
# mistake_zh: 只用了 softmax 雅可比矩阵的对角线 P * (1 - P) * dP（像逐元素的 sigmoid 那样），漏掉了交叉项 -P_i P_j；应使用 dS = P * (dP - sum(dP * P, -1, keepdim=True))。
# keywords: Jacobian, cross terms, off-diagonal, softmax

def ex_softmax_backward(P, dP):
    return P * (1 - P) * dP
