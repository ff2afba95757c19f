# exercise: ex_softmax_backward
# mistake: The row sum (dP * P).sum(dim=-1) drops the last axis, so it broadcasts against the wrong axis (or fails); keep it with keepdim=True.
# mistake_zh: 行和 (dP * P).sum(dim=-1) 去掉了最后一维，于是沿错误的轴广播（或报错）；应加 keepdim=True。
# keywords: keepdim, broadcast, sum, last axis

def ex_softmax_backward(P, dP):
    return P * (dP - (dP * P).sum(dim=-1))
