# exercise: ex_stable_softmax
# mistake: Shifts and exponentiates with sub_ and exp_ on the caller's tensor, so the input x is overwritten (and a leaf requiring grad raises); compute on a new tensor: e = (x - max).exp(). [cond: visible when the caller reuses x or x requires grad]
import torch


def ex_stable_softmax(x, dim):
    x.sub_(x.amax(dim=dim, keepdim=True)).exp_()
    return x / x.sum(dim=dim, keepdim=True)
