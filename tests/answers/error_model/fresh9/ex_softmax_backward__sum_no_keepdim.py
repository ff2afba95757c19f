# exercise: ex_softmax_backward
# mistake: Sums (dP * P) over the last axis without keepdim=True, so the row sums broadcast along the wrong axis (a shape error, or wrong values when the last two sizes match); keep the reduced axis.
# mistake_zh: 对 (dP * P) 沿最后一维求和时没有 keepdim=True，行和沿错误的轴广播（形状报错，或最后两维相等时数值错误）；应保留被约简的维度。
# keywords: keepdim, broadcast, sum, last axis

def ex_softmax_backward(P, dP):
    inner = (dP * P).sum(dim=-1)
    return P * (dP - inner)
