# exercise: ex_stable_softmax
# mistake: Takes the maximum over the last axis (dim=-1) whatever dim is, so for another dim each slice is shifted by different amounts and the result is not the softmax; the maximum must be taken along dim with keepdim=True. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=-1, keepdim=True).values
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
