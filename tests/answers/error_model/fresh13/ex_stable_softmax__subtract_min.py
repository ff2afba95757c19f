# exercise: ex_stable_softmax
# mistake: It subtracts the minimum (amin) instead of the maximum, so the largest shifted score can still be huge and exp overflows to inf (NaN); subtract the maximum along dim.
# mistake_zh: 它减去的是最小值（amin）而不是最大值，平移后最大的分数仍可能很大，exp 溢出为 inf（NaN）；应沿 dim 减去最大值。
# keywords: maximum, overflow, amin, inf
def ex_stable_softmax(x, dim):
    # shift the scores so they are all >= 0 before exponentiating
    shifted = x - x.amin(dim=dim, keepdim=True)
    e = shifted.exp()
    return e / e.sum(dim=dim, keepdim=True)
