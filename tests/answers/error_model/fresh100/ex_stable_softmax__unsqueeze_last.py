# exercise: ex_stable_softmax
# mistake: Takes the max along dim without keepdim and restores the axis with unsqueeze(-1), which puts it back at the end; the maximum must keep its axis at dim (keepdim=True). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values.unsqueeze(-1)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
