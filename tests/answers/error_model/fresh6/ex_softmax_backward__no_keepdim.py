# exercise: ex_softmax_backward
# mistake: The row sum (dP * P).sum(-1) drops the last axis, so it broadcasts along the wrong axis (or raises when the shapes don't fit). Use .sum(dim=-1, keepdim=True).
# mistake_zh: 行和 (dP * P).sum(-1) 去掉了最后一个轴，于是沿错误的轴广播（形状不匹配时直接报错）。应使用 .sum(dim=-1, keepdim=True)。
# keywords: keepdim, sum, broadcast, last axis, row
def ex_softmax_backward(P, dP):
    s = (dP * P).sum(-1)
    return P * (dP - s)
