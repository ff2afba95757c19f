# exercise: ex_softmax_backward
# mistake: The learner takes the sum of dP * P along the last axis without keepdim, so the sums broadcast across the last axis (column j gets row j's sum); keepdim=True is needed. [cond: only when P has more than one axis (crashes unless the last two axes have equal sizes)]
import torch


def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1)
    return P * (dP - s)
