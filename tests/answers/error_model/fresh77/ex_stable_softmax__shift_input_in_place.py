# exercise: ex_stable_softmax
# mistake: The learner subtracts the maximum from x in place (x -= ...), which changes the caller's tensor; the shift must be done on a new tensor (x - max) so the input is left unchanged.
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    e = x.exp()
    s = e.sum(dim=dim, keepdim=True)
    return e / s
