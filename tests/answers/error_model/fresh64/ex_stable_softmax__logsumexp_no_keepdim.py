# exercise: ex_stable_softmax
# mistake: Computes exp(x - logsumexp(x, dim)) without keepdim, so the reduced tensor broadcasts against the wrong axis (or fails on non-square shapes); logsumexp needs keepdim=True. [cond: dim is not the first axis of a multi-axis input]
import torch


def ex_stable_softmax(x, dim):
    # log-domain: softmax = exp(x - log sum exp x)
    lse = torch.logsumexp(x, dim=dim)
    return torch.exp(x - lse)
