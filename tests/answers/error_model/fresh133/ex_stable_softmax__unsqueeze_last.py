# exercise: ex_stable_softmax
# mistake: The learner takes the max along dim without keepdim and re-inserts the axis with unsqueeze(-1), which only lines up when dim is the last axis; the max must keep its axis at dim (keepdim=True or unsqueeze(dim)). [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim)
    shifted = x - m.unsqueeze(-1)
    e = torch.exp(shifted)
    return e / e.sum(dim=dim, keepdim=True)
