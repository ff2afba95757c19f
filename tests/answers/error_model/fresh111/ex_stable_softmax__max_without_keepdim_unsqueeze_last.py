# exercise: ex_stable_softmax
# mistake: Takes the maximum without keepdim and puts the axis back with unsqueeze(-1), which is only the right place when dim is the last axis; use amax(dim=dim, keepdim=True) (or unsqueeze(dim)). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    biggest = x.max(dim=dim).values
    biggest = biggest.unsqueeze(-1)
    e = torch.exp(x - biggest)
    return e / e.sum(dim=dim, keepdim=True)
