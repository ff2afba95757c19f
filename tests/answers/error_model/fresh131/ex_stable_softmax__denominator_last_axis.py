# exercise: ex_stable_softmax
# mistake: The learner shifts by the maximum along dim but sums the exponentials along the last axis (-1) in the denominator; the sum must be along dim too. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    x_max = torch.amax(x, dim=dim, keepdim=True)
    ex = torch.exp(x - x_max)
    total = ex.sum(-1, keepdim=True)
    out = ex / total
    # print(out.sum(dim))
    return out
