# exercise: ex_stable_softmax
# mistake: Unpacks torch.max as (_, m) and so subtracts the argmax indices instead of the maximum values; large scores still overflow to NaN. It must subtract the values (the first element). [cond: scores large enough to overflow exp, e.g. 1e4]
import torch


def ex_stable_softmax(x, dim):
    _, m = torch.max(x, dim=dim, keepdim=True)
    z = x - m
    num = torch.exp(z)
    den = torch.sum(num, dim=dim, keepdim=True)
    return num / den
