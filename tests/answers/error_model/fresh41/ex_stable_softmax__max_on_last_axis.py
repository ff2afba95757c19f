# exercise: ex_stable_softmax
# mistake: Takes the maximum along the last axis whatever dim is, so for another dim the shift varies along the softmax axis and changes the result (and may overflow); the maximum must be taken along dim. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    shift = x.max(dim=-1, keepdim=True).values
    e = torch.exp(x - shift)
    return e / e.sum(dim=dim, keepdim=True)
