# exercise: ex_stable_softmax
# mistake: Works in place on x (x.sub_, x.exp_, x.div_) to save memory, so the caller's tensor is overwritten with the softmax; it must leave x unchanged and return a new tensor.
import torch


def ex_stable_softmax(x, dim):
    with torch.no_grad():
        x.sub_(x.amax(dim=dim, keepdim=True))
        x.exp_()
        x.div_(x.sum(dim=dim, keepdim=True))
    return x
