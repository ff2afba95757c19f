# exercise: ex_stable_softmax
# mistake: Took [1] of x.max(dim, keepdim=True), i.e. the argmax indices, and subtracted them instead of the maximum values ([0] / .values), so large scores still overflow. [cond: scores large enough to overflow exp]
import torch


def ex_stable_softmax(x, dim):
    e = torch.exp(x - x.max(dim, keepdim=True)[1])
    return e / e.sum(dim, keepdim=True)
