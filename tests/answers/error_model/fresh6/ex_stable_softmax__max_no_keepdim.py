# exercise: ex_stable_softmax
# mistake: x.amax(dim=dim) drops the reduced axis, so the maximum broadcasts against the wrong axis (or fails). Use keepdim=True for the maximum as for the sum.
# mistake_zh: x.amax(dim=dim) 去掉了被归约的轴，最大值于是沿错误的轴广播（或直接报错）。求最大值时也要像求和一样加 keepdim=True。
# keywords: keepdim, amax, broadcast, axis, max
def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim)
    z = (x - m).exp()
    return z / z.sum(dim=dim, keepdim=True)
