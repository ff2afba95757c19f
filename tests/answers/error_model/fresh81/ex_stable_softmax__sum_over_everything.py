# exercise: ex_stable_softmax
# mistake: Divided by the sum over the whole tensor instead of the sum along dim, so only a 1-D input sums to 1. [cond: more than one slice]
import torch


def ex_stable_softmax(x, dim):
    shift = x.amax(dim=dim, keepdim=True)
    num = torch.exp(x - shift)
    den = num.sum()
    return num / den
