# exercise: ex_stable_softmax
# mistake: Took the maximum along dim without keepdim=True, so x - m broadcasts the maxima along the wrong axis (or fails to broadcast); the shift must be x.amax(dim, keepdim=True). [cond: x has more than one axis and dim is not axis 0]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values
    shifted = x - m
    e = torch.exp(shifted)
    return e / e.sum(dim=dim, keepdim=True)
