# exercise: ex_stable_softmax
# mistake: The learner shifts the scores in place with x.sub_(...) and exponentiates in place, so the caller's input tensor is overwritten with the probabilities (and it fails on tensors that require grad); the shift must make a new tensor.
import torch


def ex_stable_softmax(x, dim):
    x.sub_(x.amax(dim=dim, keepdim=True))
    x.exp_()
    total = x.sum(dim=dim, keepdim=True)
    return x.div_(total)
