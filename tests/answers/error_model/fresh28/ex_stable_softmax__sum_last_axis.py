# exercise: ex_stable_softmax
# mistake: Subtracted the maximum along dim but summed the exponentials along the last axis (-1), so the result is not normalised along dim; both reductions must use dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    x_max = torch.amax(x, dim=dim, keepdim=True)
    numer = torch.exp(x - x_max)
    denom = numer.sum(-1, keepdim=True)
    return numer / denom
