# exercise: ex_stable_softmax
# mistake: Takes the maximum over the last axis instead of over dim, so for dim not last the shift varies along dim and the result is not the softmax; use x.amax(dim=dim, keepdim=True). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m, _ = torch.max(x, dim=-1, keepdim=True)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
