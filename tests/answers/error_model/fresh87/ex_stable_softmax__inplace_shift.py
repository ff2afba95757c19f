# exercise: ex_stable_softmax
# mistake: The learner shifts the scores in place (x -= max) to save memory, which overwrites the caller's tensor; the softmax values are right but the input is modified. The shift must create a new tensor.
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)   # no extra buffer
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
