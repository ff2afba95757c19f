# exercise: ex_stable_softmax
# mistake: Shifts with the in-place x.sub_(...), which overwrites the caller's input tensor (and fails on leaf tensors that require grad); the shift must make a new tensor.
import torch


def ex_stable_softmax(x, dim):
    x.sub_(x.amax(dim=dim, keepdim=True))
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
