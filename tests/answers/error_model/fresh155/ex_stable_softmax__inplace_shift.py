# exercise: ex_stable_softmax
# mistake: Subtracts the maximum in place (x -= ...), which overwrites the caller's scores tensor; the shift must go into a new tensor so the input is left unchanged.
import torch


def softmax(x, dim=-1, inplace=True):
    m = x.amax(dim=dim, keepdim=True)
    if inplace:
        x -= m          # saves memory
    else:
        x = x - m
    e = x.exp()
    return e / e.sum(dim=dim, keepdim=True)


def ex_stable_softmax(x, dim):
    return softmax(x, dim=dim)
