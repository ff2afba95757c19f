# exercise: ex_softmax_backward
# mistake: Sums dP·P over the last axis without keepdim, so the (…,) sums broadcast along the last axis instead of each row (wrong for square inputs, an error otherwise); use keepdim=True.
import torch


def ex_softmax_backward(P, dP):
    s = torch.sum(dP * P, dim=-1)
    return P * (dP - s)
