# exercise: ex_stable_softmax
# mistake: subtracts the minimum along dim (to make every exponent non-negative) instead of the maximum, so large scores such as 1e4 still overflow to inf and give NaN; subtract the maximum so every exponent is <= 0. [cond: scores spread by more than about 88 along dim]
import torch


def ex_stable_softmax(x, dim):
    lo = x.amin(dim=dim, keepdim=True)
    e = (x - lo).exp()
    return e / e.sum(dim=dim, keepdim=True)
