# exercise: ex_stable_softmax
# mistake: The learner takes the maximum without keepdim and puts the axis back with unsqueeze(-1), which only lines up when dim is the last axis; the maximum must be kept in place with keepdim=True (or unsqueeze(dim)). [cond: dim is not the last axis]
import torch


def _rowmax(x, dim):
    return x.amax(dim=dim).unsqueeze(-1)


def ex_stable_softmax(x, dim):
    e = torch.exp(x - _rowmax(x, dim))
    return e / e.sum(dim=dim, keepdim=True)
