# exercise: ex_softmax_backward
# mistake: Sums dP*P over the last axis without keepdim=True, so the row sums broadcast along the wrong axis (or fail to broadcast); keep the summed axis. [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    s = torch.einsum("...i,...i->...", dP, P)
    return P * (dP - s)
