# exercise: ex_stable_softmax
# mistake: The learner shifts and exponentiates the input tensor in place (sub_, exp_), so the caller's x is overwritten with the result; the computation must work on a new tensor and leave x unchanged.
import torch


def ex_stable_softmax(x, dim):
    x.sub_(x.amax(dim=dim, keepdim=True))
    x.exp_()
    x.div_(x.sum(dim=dim, keepdim=True))
    return x
