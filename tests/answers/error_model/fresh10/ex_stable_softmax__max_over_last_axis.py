# exercise: ex_stable_softmax
# mistake: The max is subtracted over the last axis (amax(dim=-1)) while the sums run over dim; when dim is not the last axis the shift varies along dim and changes the result. Take the max along the same dim.
# mistake_zh: 减去的最大值是沿最后一维取的（amax(dim=-1)），而求和沿 dim；当 dim 不是最后一维时，这个偏移沿 dim 变化，改变了结果。最大值应沿同一个 dim 取。
# keywords: max, same axis, dim, shift

def ex_stable_softmax(x, dim):
    shifted = x - x.amax(dim=-1, keepdim=True)
    e = shifted.exp()
    return e / e.sum(dim=dim, keepdim=True)
