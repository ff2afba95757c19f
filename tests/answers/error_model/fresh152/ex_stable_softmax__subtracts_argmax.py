# exercise: ex_stable_softmax
# mistake: Subtracted x.max(dim, keepdim=True)[1], which is the argmax indices, not the maximum values ([0] or .values), so large scores still overflow to inf/inf = NaN.
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim, keepdim=True)[1]
    e = torch.exp(x - m)
    return e / torch.sum(e, dim=dim, keepdim=True)
