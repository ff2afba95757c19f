# exercise: ex_stable_softmax
# mistake: Subtracted the maximum in place (x -= ...), which overwrites the caller's input tensor; it should compute a new shifted tensor and leave x unchanged.
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    x_exp = x.exp()
    return x_exp / x_exp.sum(dim=dim, keepdim=True)
