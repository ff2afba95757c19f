# exercise: ex_softmax_backward
# mistake: dP @ P.transpose(-1, -2) multiplies every row of dP with every row of P (an n × n matrix), not each row with its own row; for non-square inputs it cannot broadcast, for square ones it gives wrong values. Use the elementwise product summed over the last axis: (dP * P).sum(-1, keepdim=True).
# mistake_zh: dP @ P.transpose(-1, -2) 把 dP 的每一行与 P 的每一行相乘（得到 n × n 矩阵），而不是每行与自己对应的行相乘；非方阵时无法广播，方阵时数值错误。应使用逐元素乘积再沿最后一维求和：(dP * P).sum(-1, keepdim=True)。
# keywords: matmul, elementwise, each row, sum, last axis
def ex_softmax_backward(P, dP):
    row_dot = dP @ P.transpose(-1, -2)
    return P * (dP - row_dot)
