# exercise: ex_stable_softmax
# mistake: Subtracted the max and exponentiated in place on x (x -= ..., x.exp_()), so the caller's scores are overwritten with the result; work on a new tensor.
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    x -= m          # save memory
    x.exp_()
    x /= x.sum(dim=dim, keepdim=True)
    return x
