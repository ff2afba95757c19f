# exercise: ex_stable_softmax
# mistake: Takes the maximum along the last axis (dim=-1 hard-coded in the helper) while exponentiating and summing along dim, so for dim other than the last the slices are shifted by the wrong maxima and overflow or underflow; the max must be taken along dim. [cond: dim is not the last axis]
import torch


def row_max(x, dim=-1):
    return x.amax(dim=-1, keepdim=True)


def softmax(x, dim=-1, stable=True):
    if stable:
        x = x - row_max(x, dim=dim)
    e = torch.exp(x)
    return e / e.sum(dim=dim, keepdim=True)


def ex_stable_softmax(x, dim):
    return softmax(x, dim=dim)
