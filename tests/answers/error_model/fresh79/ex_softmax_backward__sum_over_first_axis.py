# exercise: ex_softmax_backward
# mistake: The learner takes the sum Σ_j dP_j P_j along dim=0 instead of the last axis (the softmax axis); it must be summed along dim=-1 with keepdim. [cond: inputs with more than one axis]
import torch


def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=0, keepdim=True)
    dS = P * (dP - s)
    return dS
