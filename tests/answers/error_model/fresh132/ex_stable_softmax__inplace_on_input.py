# exercise: ex_stable_softmax
# mistake: The learner shifts and exponentiates x in place (sub_, exp_), overwriting the caller's tensor; the result must be computed on a new tensor and x left unchanged.
import torch


def ex_stable_softmax(x, dim):
    x.sub_(x.amax(dim=dim, keepdim=True))
    x.exp_()
    return x.div_(x.sum(dim=dim, keepdim=True))
