# exercise: ex_stable_softmax
# mistake: Subtracted x.max(dim, keepdim=True)[1], the argmax indices, instead of [0] (the values), so the scores are not shifted by their maximum and large scores still overflow to NaN.
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim, keepdim=True)[1]
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
