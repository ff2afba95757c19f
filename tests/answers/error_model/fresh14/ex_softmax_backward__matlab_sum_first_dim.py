# exercise: ex_softmax_backward
# mistake: MATLAB `sum` over the first dimension: `sum(P*dP, 0, keepdim=True)` instead of over the last (softmax) axis. Right: sum over dim −1. [cond: P has 2 or more axes]
import torch


def ex_softmax_backward(P, dP):
    # dS = P .* (dP - sum(P .* dP))
    return P * (dP - torch.sum(P * dP, 0, keepdim=True))
