# exercise: ex_stable_softmax
# mistake: The learner subtracts the minimum along dim (to "make everything non-negative") instead of the maximum, so large spreads like 1e4 still overflow to inf and give NaN. [cond: when the scores in a slice differ by more than about 88]
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.amin(dim=dim, keepdim=True)
    num = shifted.exp()
    den = num.sum(dim=dim, keepdim=True)
    return num / den
