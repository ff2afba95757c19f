# exercise: ex_softmax_backward
# mistake: The learner computes the gradient in place in dP (-= and *=), overwriting the caller's upstream gradient; dS must be a new tensor and dP left unchanged.
import torch


def ex_softmax_backward(P, dP):
    dS = dP
    dS -= (dP * P).sum(dim=-1, keepdim=True)
    dS *= P
    return dS
