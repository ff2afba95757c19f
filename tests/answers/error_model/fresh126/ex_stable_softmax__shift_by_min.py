# exercise: ex_stable_softmax
# mistake: Shifts by the minimum along dim (to make every score non-negative) instead of the maximum, so exp still overflows to inf for a range like [0, 1e4] and gives NaN; subtract the max. [cond: the spread within a slice exceeds about 88]
import torch


def ex_stable_softmax(x, dim):
    # shift so all scores are >= 0, then exp is well-behaved
    shifted = x - x.amin(dim=dim, keepdim=True)
    e = shifted.exp()
    return e / e.sum(dim=dim, keepdim=True)
