# exercise: ex_stable_softmax
# mistake: It subtracts the global maximum x.max() of the whole tensor instead of each slice's maximum along dim, so slices far below the global max underflow to 0/0 = NaN.
# mistake_zh: 它减去的是整个张量的全局最大值 x.max()，而不是沿 dim 每个切片各自的最大值，导致远低于全局最大值的切片下溢为 0/0 = NaN。
# keywords: maximum, per slice, keepdim, underflow
def ex_stable_softmax(x, dim):
    x = x - x.max()  # shift so the largest score is 0
    e = x.exp()
    return e / e.sum(dim=dim, keepdim=True)
