# exercise: ex_stable_softmax
# mistake: Subtracted the maximum over the last axis instead of over dim, which is not a constant along dim, so the result is not the softmax. [cond: dim is not the last axis]
import torch


def _shift(x):
    # subtract the row max so exp never overflows
    return x - x.max(dim=-1, keepdim=True).values


def ex_stable_softmax(x, dim):
    e = torch.exp(_shift(x))
    return e / e.sum(dim=dim, keepdim=True)
