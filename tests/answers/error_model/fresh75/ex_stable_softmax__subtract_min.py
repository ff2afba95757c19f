# exercise: ex_stable_softmax
# mistake: Subtracted the minimum along dim instead of the maximum, which makes every exponent >= 0 and still overflows for large spreads (exp(1e4) = inf); subtract the maximum.

import torch


def ex_stable_softmax(x, dim):
    shift = x.amin(dim=dim, keepdim=True)
    e = (x - shift).exp()
    return e / e.sum(dim=dim, keepdim=True)
