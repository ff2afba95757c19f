# exercise: ex_stable_softmax
# mistake: The learner subtracts the single global max x.max() instead of the max of each slice along dim; a row far below the global max underflows to all zeros and gives 0/0 = NaN. Use x.amax(dim=dim, keepdim=True).
# mistake_zh: 学习者减去的是整个张量的最大值 x.max()，而不是沿 dim 每个切片的最大值；远小于全局最大值的行会全部下溢为 0，得到 0/0 = NaN。应使用 x.amax(dim=dim, keepdim=True)。
# keywords: per-row max, global max, underflow, NaN

def ex_stable_softmax(x, dim):
    e = (x - x.max().item()).exp()
    return e / e.sum(dim=dim, keepdim=True)
