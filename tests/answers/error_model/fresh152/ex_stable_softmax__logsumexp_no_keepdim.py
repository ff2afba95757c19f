# exercise: ex_stable_softmax
# mistake: Used exp(x - logsumexp(x, dim)) without keepdim=True, so the log-sum-exp broadcasts along the wrong axis (wrong values, or a shape error); it needs keepdim=True.
import torch


def ex_stable_softmax(x, dim):
    # log-softmax trick: log softmax = x - logsumexp(x)
    lse = torch.logsumexp(x, dim=dim)
    return torch.exp(x - lse)
