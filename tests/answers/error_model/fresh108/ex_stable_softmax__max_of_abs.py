# exercise: ex_stable_softmax
# mistake: Subtracts the largest absolute value along dim instead of the largest value, so when a slice has a very negative score (e.g. -1e4) every exponent underflows to 0 and the slice is NaN; the shift must be the maximum, x.amax(dim, keepdim=True). [cond: a slice whose most negative score is far larger in magnitude than its maximum]
import torch


def ex_stable_softmax(x, dim):
    big = x.abs().amax(dim=dim, keepdim=True)   # biggest magnitude in the slice
    e = torch.exp(x - big)
    return e / e.sum(dim=dim, keepdim=True)
