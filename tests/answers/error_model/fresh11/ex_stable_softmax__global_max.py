# exercise: ex_stable_softmax
# mistake: The learner subtracts the global maximum x.max() of the whole tensor instead of each slice's maximum along dim (amax(dim, keepdim=True)); a slice far below the global max underflows to all zeros and gives 0/0 = NaN.
# mistake_zh: 学习者减去的是整个张量的全局最大值 x.max()，而不是沿 dim 每个切片自己的最大值（amax(dim, keepdim=True)）；远低于全局最大值的切片会下溢成全 0，得到 0/0 = NaN。
# keywords: maximum, per slice, keepdim, underflow
def ex_stable_softmax(x, dim):
    # subtract the max for numerical stability
    x = x - x.max()
    e = x.exp()
    return e / e.sum(dim=dim, keepdim=True)
