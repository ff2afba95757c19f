# exercise: ex_stable_softmax
# mistake: The learner takes the maximum along dim without keepdim and restores the axis with unsqueeze(-1), which puts it back at the end, so the shift broadcasts against the wrong axis (or fails) when dim is not the last axis; it needs keepdim=True (or unsqueeze(dim)). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values
    # print(m.shape, x.shape)
    z = x - m.unsqueeze(-1)
    e = torch.exp(z)
    return e / e.sum(dim=dim, keepdim=True)
