# exercise: ex_softmax_backward
# mistake: The row sum is taken over dim=1, which is the last axis only for 2-D inputs; with a batch (or head) axis the sum runs over the wrong axis. Sum over dim=-1.
# mistake_zh: 行和写死在 dim=1 上，只有二维输入时它才是最后一维；多了批次（或头）维后就在错误的轴上求和。应对 dim=-1 求和。
# keywords: dim=-1, last axis, batch axis, sum

def ex_softmax_backward(P, dP):
    return P * (dP - (P * dP).sum(dim=1, keepdim=True))
