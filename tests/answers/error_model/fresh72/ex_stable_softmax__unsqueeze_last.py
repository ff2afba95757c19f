# exercise: ex_stable_softmax
# mistake: Takes the max and the sum without keepdim and restores the axis with unsqueeze(-1) instead of unsqueeze(dim), which only broadcasts correctly when dim is the last axis. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    # max along dim (values only)
    m = x.max(dim=dim).values.unsqueeze(-1)
    e = torch.exp(x - m)
    s = e.sum(dim=dim).unsqueeze(-1)
    return e / s
