# exercise: ex_stable_softmax
# mistake: shifts and exponentiates x in place (sub_, exp_), so the caller's input tensor is overwritten with the exponentials; it must compute on a new tensor (x - max) and leave x unchanged. [cond: only seen by checking the input tensor after the call; the returned values are right]
import torch


def ex_stable_softmax(x, dim):
    # in-place to save memory
    e = x.sub_(x.amax(dim=dim, keepdim=True)).exp_()
    return e / e.sum(dim=dim, keepdim=True)
