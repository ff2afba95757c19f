# exercise: ex_stable_softmax
# mistake: Shifts by the minimum along dim (so every exponent is ≥ 0) instead of the maximum, so a slice like [0, 1e4] still overflows to inf/inf = NaN; subtract the maximum. [cond: a slice whose scores spread over more than about 88]
import torch


def ex_stable_softmax(x, dim):
    x_min = torch.amin(x, dim=dim, keepdim=True)
    num = torch.exp(x - x_min)
    den = torch.sum(num, dim=dim, keepdim=True)
    return num / den
