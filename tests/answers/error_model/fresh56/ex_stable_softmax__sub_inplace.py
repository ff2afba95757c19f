# exercise: ex_stable_softmax
# mistake: The learner subtracts the maximum in place with x.sub_(...) (and exponentiates in place), which overwrites the caller's x; the input must be left unchanged and a new tensor returned.
import torch


def ex_stable_softmax(x, dim):
    # in place to save memory
    x.sub_(x.amax(dim=dim, keepdim=True))
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)
