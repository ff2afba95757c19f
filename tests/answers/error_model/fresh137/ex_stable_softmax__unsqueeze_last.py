# exercise: ex_stable_softmax
# mistake: The learner took the max and the sum without keepdim and restored the axis with unsqueeze(-1) instead of unsqueeze(dim), so any dim other than the last is wrong or crashes. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim)
    e = torch.exp(x - m.unsqueeze(-1))
    return e / e.sum(dim=dim).unsqueeze(-1)
