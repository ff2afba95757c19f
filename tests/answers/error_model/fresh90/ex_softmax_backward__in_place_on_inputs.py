# exercise: ex_softmax_backward
# mistake: The learner computed the result in place (dP.sub_, P.mul_), overwriting the caller's P and dP and returning P itself; the inputs must be left unchanged and a new tensor returned.
import torch


def ex_softmax_backward(P, dP):
    dot = (dP * P).sum(dim=-1, keepdim=True)
    dP.sub_(dot)
    return P.mul_(dP)
