# exercise: ex_stable_softmax
# mistake: Subtracts x.max(dim, keepdim=True)[1], the indices of the maxima, instead of the maximum values, so large scores like 1e4 still overflow to inf/inf = NaN. [cond: scores large enough to overflow exp, e.g. 1e4]
import torch


def ex_stable_softmax(x, dim):
    biggest = x.max(dim=dim, keepdim=True)[1]
    z = torch.exp(x - biggest)
    return z / torch.sum(z, dim=dim, keepdim=True)
