# exercise: ex_stable_softmax
# mistake: Took element [1] of x.max(dim, keepdim=True), which is the argmax indices, not the maximum values, so the shift is the position of the maximum and large scores still overflow to inf/NaN; the shift must be the maximum values (x.max(...).values or x.amax). [cond: scores large enough for exp to overflow, e.g. around 1e4]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim, keepdim=True)[1]
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
