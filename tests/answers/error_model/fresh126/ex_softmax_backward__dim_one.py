# exercise: ex_softmax_backward
# mistake: Sums along dim=1, which is the last axis only for 2-D inputs; for (b, h, n, n) tensors it must be dim=-1. [cond: inputs that are not 2-D]
import torch


def ex_softmax_backward(P, dP):
    # rows are along dim 1 (n, n)
    dot = torch.sum(P * dP, dim=1, keepdim=True)
    return P * (dP - dot)
