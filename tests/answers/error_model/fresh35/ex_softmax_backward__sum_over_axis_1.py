# exercise: ex_softmax_backward
# mistake: Summed over dim=1, right for a 2-D (n, n) matrix only, instead of the last axis along which the softmax runs. [cond: 3 or more axes]
import torch


def ex_softmax_backward(P, dP):
    s = torch.sum(P * dP, dim=1, keepdim=True)
    return P * (dP - s)
