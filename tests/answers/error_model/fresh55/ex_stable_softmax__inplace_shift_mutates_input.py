# exercise: ex_stable_softmax
# mistake: The learner shifts the input in place with x.sub_(...) and exponentiates in place, so the caller's tensor x is overwritten (and a tensor requiring grad raises); the shift must make a new tensor.
import torch


def ex_stable_softmax(x, dim):
    x.sub_(x.amax(dim=dim, keepdim=True))  # save memory
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
