# exercise: ex_stable_softmax
# mistake: Subtracted the maximum in place (x -= ...), which overwrites the caller's tensor with the shifted scores; the shift must go into a new tensor (x - m) so the input is left unchanged.
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    e = x.exp()
    return e / e.sum(dim=dim, keepdim=True)
