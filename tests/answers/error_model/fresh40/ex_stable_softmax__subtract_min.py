# exercise: ex_stable_softmax
# mistake: Shifted by the minimum along dim (to make every exponent non-negative) instead of the maximum, so exp still overflows for large spreads like 1e4; subtract the maximum so every exponent is at most 0.
import torch


def ex_stable_softmax(x, dim):
    lo = torch.amin(x, dim=dim, keepdim=True)
    e = torch.exp(x - lo)
    return e / torch.sum(e, dim=dim, keepdim=True)
