# exercise: ex_stable_softmax
# mistake: The shift and the exponent are done in place on the caller's tensor (x.sub_, exp_), so the input scores are overwritten with the exponentials; the softmax must work on a new tensor (x - max) and leave x unchanged.
import torch


def ex_stable_softmax(x, dim, temperature=1.0):
    if temperature != 1.0:
        x = x / temperature
    x.sub_(x.amax(dim=dim, keepdim=True))
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
