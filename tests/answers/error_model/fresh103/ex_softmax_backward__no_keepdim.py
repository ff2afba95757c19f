# exercise: ex_softmax_backward
# mistake: The learner sums along the last axis without keepdim, so the row sums broadcast along the wrong axis (silently for square inputs, an error otherwise); keepdim=True is needed. [cond: inputs with more than one axis]
import torch


def ex_softmax_backward(P, dP):
    if P.dim() == 1:
        return P * (dP - torch.dot(dP, P))
    s = (P * dP).sum(dim=-1)
    return P * dP - P * s
