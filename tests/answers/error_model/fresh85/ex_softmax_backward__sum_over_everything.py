# exercise: ex_softmax_backward
# mistake: Takes the sum Σ dPj Pj over the whole tensor instead of along the last axis with keepdim, mixing all rows together. [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    inner = torch.sum(P * dP)
    dS = P * dP - P * inner
    return dS
