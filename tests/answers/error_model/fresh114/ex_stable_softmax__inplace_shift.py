# exercise: ex_stable_softmax
# mistake: Subtracts the maximum in place (x -= ...), which overwrites the caller's tensor (and fails on tensors that require grad); the shifted scores must be a new tensor.
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)   # save memory
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
