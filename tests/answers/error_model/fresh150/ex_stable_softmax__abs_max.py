# exercise: ex_stable_softmax
# mistake: The learner subtracted the largest absolute value (x.abs().amax) instead of the largest value; when a slice has a large negative score every exponential underflows to 0 and the row becomes NaN. [cond: when a slice contains a large negative score]
import torch


def ex_stable_softmax(x, dim):
    big = x.abs().amax(dim=dim, keepdim=True)   # biggest magnitude
    e = (x - big).exp()
    return e / e.sum(dim=dim, keepdim=True)
