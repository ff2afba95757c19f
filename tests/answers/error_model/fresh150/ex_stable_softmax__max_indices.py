# exercise: ex_stable_softmax
# mistake: The learner took x.max(dim, keepdim=True)[1], which is the argmax indices, and subtracted those instead of the maximum values ([0] or amax); large scores still overflow. [cond: only for large scores such as 1e4]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim, keepdim=True)[1]
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
