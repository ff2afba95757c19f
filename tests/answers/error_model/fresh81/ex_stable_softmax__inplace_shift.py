# exercise: ex_stable_softmax
# mistake: Subtracted the maximum in place (x -= ...), which overwrites the caller's tensor; the shift must be done out of place.
import torch


def ex_stable_softmax(x, dim):
    with torch.no_grad():
        x -= x.amax(dim=dim, keepdim=True)
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
