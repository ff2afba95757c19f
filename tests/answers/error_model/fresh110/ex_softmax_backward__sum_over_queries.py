# exercise: ex_softmax_backward
# mistake: The learner took the correction term Σ dP·P over the second-to-last axis (the column, "in-degree" side) instead of the last axis along which the softmax was taken. [cond: inputs with two or more axes; a 1-D input crashes]
import torch


def ex_softmax_backward(P, dP):
    inflow = (dP * P).sum(dim=-2, keepdim=True)
    return P * (dP - inflow)
