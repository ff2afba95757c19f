# exercise: ex_stable_softmax
# mistake: The learner shifted the scores in place (x -= max), which overwrites the caller's tensor; the shift must make a new tensor (x - max).
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
