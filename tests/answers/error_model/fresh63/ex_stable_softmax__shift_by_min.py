# exercise: ex_stable_softmax
# mistake: Subtracts the minimum along dim (to make every exponent non-negative) instead of the maximum, so large spreads such as [0, 1e4] still overflow to inf and give NaN; it must subtract the maximum. [cond: entries in a slice differ by more than ~88]
import torch

def ex_stable_softmax(x, dim):
    lo = x.amin(dim=dim, keepdim=True)
    e = (x - lo).exp()   # all exponents >= 0 now
    return e / e.sum(dim=dim, keepdim=True)
