# exercise: ex_stable_softmax
# mistake: x.amax(dim=dim) is taken without keepdim=True, so the max broadcasts against the wrong axis (or fails); keep the reduced dimension with keepdim=True.
# mistake_zh: x.amax(dim=dim) 没有加 keepdim=True，最大值沿错误的轴广播（或报错）；应用 keepdim=True 保留被归约的维度。
# keywords: keepdim, broadcast, max, axis

def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim)
    e = (x - m).exp()
    return e / e.sum(dim=dim, keepdim=True)
