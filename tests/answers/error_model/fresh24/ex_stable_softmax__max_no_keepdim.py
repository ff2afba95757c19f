# exercise: ex_stable_softmax
# mistake: Took the max without keepdim and restored the axis with unsqueeze(-1), which only lines up when dim is the last axis; use amax(dim, keepdim=True) (and the same for the sum). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values.unsqueeze(-1)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim).unsqueeze(-1)
