# exercise: ex_stable_softmax
# mistake: Subtracted the max along dim but summed the denominator along the last axis (-1) instead of along dim. [cond: dim is not the last axis]
def ex_stable_softmax(x, dim):
    mx = x.amax(dim=dim, keepdim=True)
    num = (x - mx).exp()
    den = num.sum(-1, keepdim=True)
    return num / den
