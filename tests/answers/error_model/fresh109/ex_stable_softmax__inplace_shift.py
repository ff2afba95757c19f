# exercise: ex_stable_softmax
# mistake: The learner shifted the input in place (x -= max), so the caller's tensor is changed, and a second call sees different scores; compute shifted = x - max into a new tensor.
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
