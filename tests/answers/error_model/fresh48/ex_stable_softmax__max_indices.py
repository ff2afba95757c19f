# exercise: ex_stable_softmax
# mistake: Subtracts x.max(dim, keepdim=True)[1], the argmax indices, instead of the max values ([0] / .values), so large scores still overflow; subtract the maximum values. [cond: scores large enough to overflow, e.g. 1e4]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim, keepdim=True)[1]
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
