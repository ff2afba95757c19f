# exercise: ex_stable_softmax
# mistake: Subtracts the maximum along dim but sums the exponentials over the last axis (dim=-1) instead of along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    x = x - x.max(dim=dim, keepdim=True).values
    ex = x.exp()
    return ex / ex.sum(-1, keepdim=True)
