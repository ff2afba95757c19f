# exercise: ex_stable_softmax
# mistake: Shifted the scores in place with x.sub_(...) and exponentiated in place, which overwrites the caller's tensor x with the softmax; the shift must make a new tensor and leave x unchanged.
import torch


def ex_stable_softmax(x, dim):
    with torch.no_grad():
        x.sub_(x.amax(dim=dim, keepdim=True))   # save memory, scores can be big
        x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
