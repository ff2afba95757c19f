# exercise: ex_stable_softmax
# mistake: torch.max(..., keepdim=True) returns (values, indices) and the code subtracts element [1], the indices, so nothing is stabilised and large scores overflow to NaN; subtract the values, element [0] / .values. [cond: scores large enough to overflow exp, e.g. 1e4]
import torch


def ex_stable_softmax(x, dim):
    m = torch.max(x, dim=dim, keepdim=True)[1]
    shifted = x - m
    top = torch.exp(shifted)
    bottom = torch.sum(top, dim=dim, keepdim=True)
    return top / bottom
