# exercise: ex_softmax_backward
# mistake: Writing the sum d2l-style over axis 1, (dP * P).sum(1, keepdim=True), the learner sums over the softmax axis only for 2-D tensors; the softmax is along the last axis, so sum over dim=-1.
# mistake_zh: 学习者按 d2l 的写法沿第 1 轴求和 (dP * P).sum(1, keepdim=True)，只有二维张量时才是 softmax 的轴；softmax 沿最后一轴，应对 dim=-1 求和。
# keywords: dim=-1, last axis, sum, axis
def ex_softmax_backward(P, dP):
    return P * (dP - (dP * P).sum(1, keepdim=True))
