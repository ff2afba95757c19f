# exercise: ex_softmax_backward
# mistake: The row sum (dP * P).sum(dim=-1) drops keepdim, so it broadcasts along the last axis against the wrong rows (or fails); it must be sum(dim=-1, keepdim=True).
# mistake_zh: 行和 (dP * P).sum(dim=-1) 没有 keepdim，于是沿最后一轴与错误的行广播（或报错）；应为 sum(dim=-1, keepdim=True)。
# keywords: keepdim, sum, broadcast, last axis
def ex_softmax_backward(P, dP):
    # dS_i = P_i * (dP_i - sum_j dP_j P_j)
    inner = (dP * P).sum(dim=-1)
    return P * (dP - inner)
