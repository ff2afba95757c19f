# exercise: ex_softmax_backward
# mistake: Sums dP * P along the last axis without keepdim, so the row sums broadcast along the wrong axis (or the shapes clash); keepdim=True is needed. [cond: only for inputs with more than one axis]
import torch


def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1)
    return P * (dP - s)
