# exercise: ex_stable_softmax
# mistake: The learner took the max without keepdim and unsqueezed it at the last axis, which only lines up when dim is the last axis; use amax(dim=dim, keepdim=True). [cond: dim is not the last axis]

import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values      # row max
    e = torch.exp(x - m.unsqueeze(-1))
    return e / e.sum(dim=dim, keepdim=True)
