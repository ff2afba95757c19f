# exercise: ex_stable_softmax
# mistake: Subtracted the maximum over the last axis (end) instead of over dim, which is not constant along dim when dim is not the last axis, so the result is wrong; the max must be taken along dim with keepdim=True. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    mx = torch.amax(x, dim=-1, keepdim=True)   # max(x, [], end)
    ex = torch.exp(x - mx)
    s = torch.sum(ex, dim=dim, keepdim=True)
    return ex / s
