# exercise: ex_stable_softmax
# mistake: Puts the reduced axis of the maximum back with unsqueeze(-1) instead of unsqueeze(dim), so for dim other than the last the maxima broadcast along the wrong axis (or fail to broadcast); keepdim=True (or unsqueeze(dim)) keeps it in place. [cond: dim is not the last axis]
import torch


def softmax(x, dim=-1):
    m = x.max(dim=dim).values.unsqueeze(-1)
    e = (x - m).exp()
    return e / e.sum(dim=dim, keepdim=True)


def ex_stable_softmax(x, dim):
    return softmax(x, dim)
