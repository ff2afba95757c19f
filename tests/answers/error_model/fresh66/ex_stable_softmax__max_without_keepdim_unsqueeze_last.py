# exercise: ex_stable_softmax
# mistake: The maximum is taken without keepdim and put back with unsqueeze(-1), which only lines up when dim is the last axis; for another dim the wrong maxima are subtracted (or it crashes). Use keepdim=True. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values
    m = m.unsqueeze(-1)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
