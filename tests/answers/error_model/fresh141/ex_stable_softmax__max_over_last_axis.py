# exercise: ex_stable_softmax
# mistake: The learner took the maximum over the last axis (amax(dim=-1)) whatever dim is, so for dim ≠ -1 the subtracted constant varies along dim and the result is wrong (and can overflow); the maximum must be taken along dim with keepdim=True. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=-1, keepdim=True)      # row maximum
    logit = x - m
    lik = torch.exp(logit)
    Z = lik.sum(dim=dim, keepdim=True)
    return lik / Z
