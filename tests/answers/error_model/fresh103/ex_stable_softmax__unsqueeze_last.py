# exercise: ex_stable_softmax
# mistake: The learner takes the max without keepdim and restores the axis with unsqueeze(-1), which only lines up when dim is the last axis; it must be keepdim=True (or unsqueeze(dim)). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    if x.numel() == 0:
        return x.clone()
    if x.dim() == 1:
        m = x.max()
        e = torch.exp(x - m)
        return e / e.sum()
    m = x.amax(dim=dim).unsqueeze(-1)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
