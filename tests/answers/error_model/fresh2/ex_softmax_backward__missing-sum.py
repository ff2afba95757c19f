# exercise: ex_softmax_backward
# mistake: It returns P ⊙ dP, the diagonal term only: the softmax couples every entry of a row, so subtract Σ_j dP_j P_j inside the parentheses, dS = P ⊙ (dP − Σ_j dP_j P_j).
# mistake_zh: 返回的是 P ⊙ dP，只有对角项：softmax 把一行中的所有元素耦合在一起，括号里还要减去 Σ_j dP_j P_j，即 dS = P ⊙ (dP − Σ_j dP_j P_j)。
# keywords: sum, jacobian, row, subtract, coupling

def ex_softmax_backward(P, dP):
    # d softmax / dS = P  (like d exp / dx = exp)
    return P * dP
