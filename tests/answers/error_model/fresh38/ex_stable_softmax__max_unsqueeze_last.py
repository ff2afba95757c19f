# exercise: ex_stable_softmax
# mistake: The learner took x.max(dim=dim).values without keepdim and put the axis back with unsqueeze(-1), which only lines up when dim is the last axis; use keepdim=True (or unsqueeze(dim)). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values.unsqueeze(-1)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
