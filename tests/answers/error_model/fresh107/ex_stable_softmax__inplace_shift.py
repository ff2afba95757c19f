# exercise: ex_stable_softmax
# mistake: Subtracts the maximum in place (x -= ...), which changes the caller's tensor; the result is right but the input must be left untouched (use x - max). [cond: visible when the caller reuses x afterwards]
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)   # numpy style, saves memory
    x.exp_()
    out = x / x.sum(dim=dim, keepdim=True)
    return out
