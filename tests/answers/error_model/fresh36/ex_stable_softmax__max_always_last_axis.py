# exercise: ex_stable_softmax
# mistake: Takes the maximum along the last axis whatever dim is, so for dim != -1 the shift is not constant along the softmax axis and the values change (and may still overflow); the maximum must be taken along dim.
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=-1, keepdim=True).values
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
