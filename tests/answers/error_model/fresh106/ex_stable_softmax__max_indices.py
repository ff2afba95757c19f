# exercise: ex_stable_softmax
# mistake: Subtracted x.max(dim, keepdim=True)[1], the argmax indices, instead of [0], the maximum values; the shift is still a constant per slice, so small scores look right, but large scores like 1e4 still overflow to inf/NaN. [cond: only for large scores]
import torch


def ex_stable_softmax(x, dim):
    # largest score along dim
    m = x.max(dim=dim, keepdim=True)[1]
    z = x - m
    num = torch.exp(z)
    den = num.sum(dim=dim, keepdim=True)
    return num / den
