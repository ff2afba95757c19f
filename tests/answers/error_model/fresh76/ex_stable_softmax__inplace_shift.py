# exercise: ex_stable_softmax
# mistake: Subtracts the maximum in place (x -= ...), which overwrites the caller's tensor; the shift must go into a new tensor. [cond: visible when the caller reuses its input]
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)   # no extra memory
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
