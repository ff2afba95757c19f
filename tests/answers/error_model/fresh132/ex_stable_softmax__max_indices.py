# exercise: ex_stable_softmax
# mistake: The learner subtracts element [1] of x.max(dim, keepdim=True), the argmax indices, instead of element [0], the maximum values, so large scores still overflow. [cond: only for large scores]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim, keepdim=True)[1]
    z = torch.exp(x - m)
    return z / torch.sum(z, dim=dim, keepdim=True)
