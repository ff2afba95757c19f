# exercise: ex_softmax_backward
# mistake: The learner sums dP * P over dim=1, which is the last axis only for 2-D inputs; for more axes (e.g. (b, h, n, n)) the sum must be along the last axis (dim=-1, keepdim=True). [cond: only for inputs with other than 2 axes]
import torch
from torch import nn


def ex_softmax_backward(P, dP):
    # row-wise dot product <dP, P>
    dot = (dP * P).sum(dim=1, keepdim=True)
    return P * (dP - dot)
