# exercise: ex_stable_softmax
# mistake: Shifts the scores with x -= max, which overwrites the caller's tensor (and fails on a leaf that requires grad); the shift must go into a new tensor, leaving x unchanged.
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
