# exercise: ex_stable_softmax
# mistake: The maximum is subtracted in place (x -= ...), which changes the caller's tensor; the shift must be done out of place so x is left unchanged.
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
