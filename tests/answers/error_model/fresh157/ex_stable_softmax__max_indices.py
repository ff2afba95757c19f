# exercise: ex_stable_softmax
# mistake: Used x.max(dim, keepdim=True)[1], the argmax indices, as the shift instead of the values [0], so large scores still overflow to inf/inf = NaN. [cond: scores large enough to overflow exp, e.g. 1e4]
import torch


def ex_stable_softmax(x, dim):
    mx = x.max(dim=dim, keepdim=True)[1]
    e = torch.exp(x - mx)
    s = torch.sum(e, dim=dim, keepdim=True)
    return e / s
