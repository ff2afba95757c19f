# exercise: ex_stable_softmax
# mistake: The learner computes exp(x − logsumexp(x, dim)) but without keepdim, so the logsumexp of each slice is broadcast along the wrong axis (or the shapes do not match); it needs torch.logsumexp(x, dim, keepdim=True). [cond: x has more than one axis]
import torch


def ex_stable_softmax(x, dim):
    lse = torch.logsumexp(x, dim)
    # naive = torch.exp(x) / torch.exp(x).sum(dim, keepdim=True)
    return torch.exp(x - lse)
