# exercise: ex_stable_softmax
# mistake: The shift is done in place (x -= max), so the caller's tensor is modified (and a tensor that requires grad raises); subtract out of place.
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
