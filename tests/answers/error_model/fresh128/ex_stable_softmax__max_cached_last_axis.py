# exercise: ex_stable_softmax
# mistake: The learner's reused helper always takes the maximum over the last axis, so for another dim each slice is shifted by values that change along dim; the maximum must be taken along dim itself. [cond: only when dim is not the last axis]
import torch


def _row_max(t):
    # helper from my attention code: scores are (..., queries, keys)
    return t.amax(dim=-1, keepdim=True)


def ex_stable_softmax(x, dim):
    e = torch.exp(x - _row_max(x))
    return e / e.sum(dim=dim, keepdim=True)
