# exercise: ex_stable_softmax
# mistake: The learner subtracted the maximum in place with x.sub_(...), which overwrites the caller's tensor (and fails on a tensor that requires grad); the shift must make a new tensor (x - max).
import torch


def ex_stable_softmax(x, dim):
    x.sub_(x.amax(dim=dim, keepdim=True))
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
