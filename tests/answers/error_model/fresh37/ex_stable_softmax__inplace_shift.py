# exercise: ex_stable_softmax
# mistake: Shifts and exponentiates the caller's tensor in place (x -= ..., exp_()), so the input scores are overwritten (and the returned tensor aliases them); compute shifted = x - amax out of place.
import torch


def ex_stable_softmax(x, dim):
    with torch.no_grad():
        x -= x.amax(dim=dim, keepdim=True)
        x.exp_()
        x /= x.sum(dim=dim, keepdim=True)
    return x
