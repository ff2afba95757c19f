# exercise: ex_stable_softmax
# mistake: Shifted the input in place with x -= max, so the caller's tensor is changed; the shift must go into a new tensor (x - max).
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    x = x.exp()
    return x / x.sum(dim=dim, keepdim=True)
