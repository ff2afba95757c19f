# exercise: ex_softmax_backward
# mistake: Sums along the last axis without keepdim=True, so the row sums broadcast along the wrong axis (silently wrong for square inputs, a shape error otherwise).
import torch


def ex_softmax_backward(P, dP):
    s = torch.sum(P * dP, dim=-1)
    dS = P * (dP - s)
    return dS
