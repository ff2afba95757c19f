# exercise: ex_stable_softmax
# mistake: The learner clamps the shift at 0 (subtracts the maximum only when it is positive, "only large scores overflow"), so a slice of very negative scores such as -1e4 underflows to 0/0 = NaN; the maximum must always be subtracted. [cond: a slice whose scores are all very negative, e.g. -1e4]
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True).clamp(min=0.0)
    omega = x - m
    e = omega.exp()
    return e / e.sum(dim=dim, keepdim=True)
