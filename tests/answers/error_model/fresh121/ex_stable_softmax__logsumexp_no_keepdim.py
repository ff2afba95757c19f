# exercise: ex_stable_softmax
# mistake: Subtracts torch.logsumexp(x, dim) without keepdim=True, so it broadcasts against the wrong axis (or fails for non-square shapes); it needs keepdim=True.
import torch


def ex_stable_softmax(x, dim):
    # log-sum-exp trick: softmax = exp(x - logsumexp(x))
    lse = torch.logsumexp(x, dim=dim)
    return torch.exp(x - lse)
