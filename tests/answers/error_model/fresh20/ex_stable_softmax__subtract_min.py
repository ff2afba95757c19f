# exercise: ex_stable_softmax
# mistake: Shifts by the minimum instead of the maximum, so the largest exponent is exp(max − min) and overflows to inf/NaN for large scores such as 1e4; subtract the max along `dim`. [cond: the values along dim span more than about 88]
import torch


def ex_stable_softmax(x, dim):
    # shift so that every score is >= 0 before exp
    m = x.amin(dim=dim, keepdim=True)
    e = torch.exp(x - m)
    return e / torch.sum(e, dim=dim, keepdim=True)
