# exercise: ex_stable_softmax
# mistake: The max is taken with keepdim=True but the sum e.sum(dim=dim) lacks keepdim, so the division broadcasts the sums along the wrong axis (or fails); the sum also needs keepdim=True.
# mistake_zh: 最大值用了 keepdim=True，但求和 e.sum(dim=dim) 缺少 keepdim，导致除法沿错误的轴广播（或报错）；求和也需要 keepdim=True。
# keywords: keepdim, sum, broadcast, dim
def ex_stable_softmax(x, dim):
    # subtract the max for numerical stability
    m = x.amax(dim=dim, keepdim=True)
    e = (x - m).exp()
    return e / e.sum(dim=dim)
