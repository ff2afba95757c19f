# exercise: ex_softmax_backward
# mistake: Summed along the last axis without keepdim=True, so the row sums broadcast along the wrong axis (or fail to broadcast). [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    s = torch.sum(P * dP, dim=-1)
    return P * dP - P * s
