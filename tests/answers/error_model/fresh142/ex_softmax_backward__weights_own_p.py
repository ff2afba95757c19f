# exercise: ex_softmax_backward
# mistake: The learner replaces the weighted sum Σ_j dP_j P_j by (Σ_j dP_j) · P_i, i.e. it multiplies the plain sum of dP by each entry's own probability; the correction term must be the dot product of dP and P along the last axis.
import torch
from torch import nn


def ex_softmax_backward(P, dP):
    total = dP.sum(dim=-1, keepdim=True)
    dS = P * (dP - total * P)
    return dS
