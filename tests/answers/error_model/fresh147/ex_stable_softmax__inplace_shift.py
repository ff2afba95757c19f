# exercise: ex_stable_softmax
# mistake: Shifted the scores in place with x.sub_(...), so the caller's tensor is overwritten with the shifted scores (and it fails for inputs that require grad); compute x - max into a new tensor.
import torch


def ex_stable_softmax(x, dim):
    x.sub_(x.amax(dim=dim, keepdim=True))   # no extra memory
    e = x.exp()
    return e / e.sum(dim=dim, keepdim=True)
