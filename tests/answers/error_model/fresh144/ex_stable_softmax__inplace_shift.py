# exercise: ex_stable_softmax
# mistake: The maximum is subtracted in place (x -= ...), which overwrites the caller's tensor; the shift must go into a new tensor (x - max).
import torch


def ex_stable_softmax(x, dim):
    x -= x.max(dim=dim, keepdim=True).values
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
