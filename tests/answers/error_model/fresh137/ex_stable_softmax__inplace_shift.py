# exercise: ex_stable_softmax
# mistake: The learner subtracted the max in place with x.sub_(...), which overwrites the caller's input tensor; the shift must go into a new tensor.
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    x.sub_(m)  # save memory
    e = x.exp()
    s = e.sum(dim=dim, keepdim=True)
    return e / s
