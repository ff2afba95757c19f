# exercise: ex_stable_softmax
# mistake: Subtracted the maximum along the last axis whatever dim is, which changes the result when dim is not the last axis; the maximum must be taken along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    x_max = x.amax(dim=-1, keepdim=True)
    ex = torch.exp(x - x_max)
    return ex / ex.sum(dim=dim, keepdim=True)
