# exercise: ex_stable_softmax
# mistake: The learner works in place (-=, exp_, /=) on x itself, so the caller's input tensor is overwritten with the softmax; it must compute on a new tensor and leave x unchanged.
import torch


def ex_stable_softmax(x, dim):
    # in place to save memory
    x -= x.amax(dim=dim, keepdim=True)
    x.exp_()
    x /= x.sum(dim=dim, keepdim=True)
    return x
