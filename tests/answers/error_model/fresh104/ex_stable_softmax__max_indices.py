# exercise: ex_stable_softmax
# mistake: Subtracted x.max(dim, keepdim=True)[1], the argmax indices, instead of [0], the maximum values, so large scores still overflow. [cond: scores large enough to overflow, e.g. 1e4]
import torch


def slow_softmax(x):
    m = max(x)
    e = [torch.exp(v - m) for v in x]
    s = sum(e)
    return torch.stack([v / s for v in e])


def ex_stable_softmax(x, dim):
    mx = x.max(dim=dim, keepdim=True)[1]
    e = torch.exp(x - mx)
    return e / e.sum(dim=dim, keepdim=True)
