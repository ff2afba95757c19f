# exercise: ex_stable_softmax
# mistake: Computed log-sum-exp along the last axis (dim=-1) instead of along dim, so the result is a softmax over the wrong axis whenever dim is not the last. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    lse = torch.logsumexp(x, dim=-1, keepdim=True)   # stable log of the denominator
    return torch.exp(x - lse)
