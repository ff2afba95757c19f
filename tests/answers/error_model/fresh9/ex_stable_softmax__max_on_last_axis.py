# exercise: ex_stable_softmax
# mistake: Subtracts the maximum over the last axis (copied from code that always uses dim=-1) while summing over dim, so the shift is not constant along dim and the result is wrong; take the max along dim with keepdim=True.
# mistake_zh: 减去的是最后一维上的最大值（照抄了总用 dim=-1 的代码），求和却在 dim 上，于是平移量沿 dim 并不恒定，结果错误；应沿 dim 取最大值并 keepdim=True。
# keywords: max, dim, axis, keepdim

def ex_stable_softmax(x, dim):
    m = x.max(dim=-1, keepdim=True).values
    e = (x - m).exp()
    return e / e.sum(dim=dim, keepdim=True)
