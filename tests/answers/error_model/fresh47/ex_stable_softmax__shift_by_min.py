# exercise: ex_stable_softmax
# mistake: The learner shifts by the minimum (to make every exponent non-negative) instead of the maximum, so large spreads still overflow to inf/inf = NaN; subtract the maximum along dim.
def ex_stable_softmax(x, dim):
    e = (x - x.amin(dim, keepdim=True)).exp()
    return e / e.sum(dim, keepdim=True)
