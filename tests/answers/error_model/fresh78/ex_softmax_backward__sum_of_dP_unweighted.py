# exercise: ex_softmax_backward
# mistake: The learner subtracts the plain sum of dP along the last axis instead of the P-weighted sum sum_j dP_j P_j.
import torch
from functools import wraps


def same_device(fn):
    @wraps(fn)
    def inner(P, dP):
        return fn(P, dP.to(P.device))
    return inner


@same_device
def ex_softmax_backward(P, dP):
    s = dP.sum(dim=-1, keepdim=True)
    return P * (dP - s)
