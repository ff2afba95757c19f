# exercise: ex_stable_softmax
# mistake: Subtracted the max and exponentiated in place on the given x (sub_, exp_), which destroys the caller's tensor and raises when x requires grad; work on a new tensor: exp(x - max). [cond: x requires grad]
import torch


def ex_stable_softmax(x, dim):
    # in-place ops: no extra allocation
    x.sub_(x.amax(dim=dim, keepdim=True))
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
