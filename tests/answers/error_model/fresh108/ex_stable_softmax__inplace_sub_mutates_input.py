# exercise: ex_stable_softmax
# mistake: Subtracts the maximum in place (x -= ...), which overwrites the caller's input tensor; the shift must be done out of place (x - m).
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    num = x.exp()
    return num / num.sum(dim=dim, keepdim=True)
