# exercise: ex_stable_softmax
# mistake: The learner subtracted the maximum in place (x -= ...), which overwrites the caller's tensor; the result is right but the input is changed, and a softmax must leave x untouched (use x - max).
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    x -= m
    e = torch.exp(x)
    return e / e.sum(dim=dim, keepdim=True)
