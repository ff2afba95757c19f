# exercise: ex_stable_softmax
# mistake: The learner shifted the scores by their minimum (to make every edge weight non-negative) instead of by their maximum, so exp still overflows to inf and gives NaN for scores spread like 1e4; subtract the maximum along dim. [cond: scores within a slice spread by more than about 88]
import torch


def ex_stable_softmax(x, dim):
    lo = x.amin(dim=dim, keepdim=True)
    w = torch.exp(x - lo)   # weights >= 1, no negative edges
    return w / w.sum(dim=dim, keepdim=True)
