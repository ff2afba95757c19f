# exercise: ex_stable_softmax
# mistake: Subtracts the maximum in place (x -= ...), which changes the caller's tensor; the softmax must be computed on a new tensor (x - max).
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    x_exp = x.exp()
    return x_exp / x_exp.sum(dim=dim, keepdim=True)
