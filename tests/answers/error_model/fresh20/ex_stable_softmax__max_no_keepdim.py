# exercise: ex_stable_softmax
# mistake: Takes the max along `dim` without keepdim=True, so it broadcasts against the wrong axis (it only lines up when dim is the first axis): the values are wrong or the call raises. [cond: dim is not the first axis]
import torch


def ex_stable_softmax(x, dim):
    m = torch.max(x, dim=dim).values
    e = torch.exp(x - m)
    s = e.sum(dim=dim, keepdim=True)
    out = e / s
    return out
