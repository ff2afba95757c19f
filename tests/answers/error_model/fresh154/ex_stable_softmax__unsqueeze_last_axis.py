# exercise: ex_stable_softmax
# mistake: The learner takes the max along dim without keepdim and restores the axis with unsqueeze(-1), which puts it back in the right place only when dim is the last axis; use keepdim=True (or unsqueeze(dim)). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = torch.amax(x, dim=dim)
    e = torch.exp(x - m.unsqueeze(-1))
    s = torch.sum(e, dim=dim)
    return e / s.unsqueeze(-1)
