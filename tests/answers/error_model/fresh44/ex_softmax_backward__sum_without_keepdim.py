# exercise: ex_softmax_backward
# mistake: Sums along the last axis without keepdim, so the (..., ) sums broadcast against the last axis instead of the rows (crash when the shapes clash, wrong values for square inputs); use keepdim=True. [cond: inputs with more than one axis]
import torch


def ex_softmax_backward(P, dP):
    inner = torch.sum(P * dP, dim=-1)
    return P * (dP - inner)
