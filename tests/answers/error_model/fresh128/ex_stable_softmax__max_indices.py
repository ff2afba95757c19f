# exercise: ex_stable_softmax
# mistake: The learner took element [1] of the (values, indices) pair returned by max, subtracting the argmax positions instead of the maximum values, so it still overflows; subtract x.max(dim, keepdim=True).values. [cond: only for large scores, when exp overflows]
import torch


def ex_stable_softmax(x, dim):
    m = torch.max(x, dim=dim, keepdim=True)[1]
    z = torch.exp(x - m)
    return z / torch.sum(z, dim=dim, keepdim=True)
