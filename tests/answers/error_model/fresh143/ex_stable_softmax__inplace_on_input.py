# exercise: ex_stable_softmax
# mistake: It shifts and exponentiates x in place (sub_/exp_), so the caller's scores tensor is overwritten with the exponentials; the computation must work on a new tensor and leave x unchanged.
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    z = x.sub_(m)      # avoid an extra copy for big attention matrices
    z.exp_()
    s = z.sum(dim=dim, keepdim=True)
    return z / s
