# exercise: ex_stable_softmax
# mistake: The log-sum-exp helper has a keyword default dim=-1 and is called without passing dim, so the normaliser is always taken over the last axis; it must use the requested dim. [cond: dim is not the last axis]
import torch


def lse(x, dim=-1):
    m = x.amax(dim=dim, keepdim=True)
    return m + torch.log(torch.exp(x - m).sum(dim=dim, keepdim=True))


def ex_stable_softmax(x, dim):
    # softmax = exp(x - logsumexp(x))
    return torch.exp(x - lse(x))
