# exercise: ex_softmax_backward
# mistake: The row sum (dP * P).sum(-1) loses its axis (keepdim is missing), so it broadcasts along the last axis instead of per row: wrong values or a shape error. Use .sum(dim=-1, keepdim=True).
# mistake_zh: 行和 (dP * P).sum(-1) 丢掉了这个轴（缺少 keepdim），于是它沿最后一维广播而不是按行相减：数值错误或形状报错。应使用 .sum(dim=-1, keepdim=True)。
# keywords: keepdim, sum, broadcast, row, dim=-1
def ex_softmax_backward(P, dP):
    return P * (dP - (dP * P).sum(-1))
