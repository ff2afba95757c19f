# exercise: ex_stable_softmax
# mistake: The learner computed in float64 for accuracy and returned the float64 result; the softmax must come back in the input's dtype (cast back with .to(x.dtype)). [cond: the input is not float64]

import torch


def ex_stable_softmax(x, dim):
    # do the math in double precision
    xd = x.double()
    xd = xd - xd.amax(dim=dim, keepdim=True)
    e = xd.exp()
    return e / e.sum(dim=dim, keepdim=True)
