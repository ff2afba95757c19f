# exercise: ex_stable_softmax
# mistake: Returns the log-sum-exp intermediate x - m - log Σ exp(x - m), i.e. the log-softmax; the softmax is its exp.

import torch


def ex_stable_softmax(x, dim):
    # log-sum-exp trick
    m = x.amax(dim=dim, keepdim=True)
    lse = m + torch.log(torch.exp(x - m).sum(dim=dim, keepdim=True))
    out = x - lse
    return out
