# exercise: ex_stable_softmax
# mistake: Works in place on x (x -= max, x.exp_()), so the caller's tensor is overwritten and the result aliases it; it must compute on a new tensor and leave x unchanged.
import torch


def ex_stable_softmax(x, dim):
    # in place to save memory on big score matrices
    x -= x.amax(dim=dim, keepdim=True)
    x.exp_()
    x /= x.sum(dim=dim, keepdim=True)
    return x
