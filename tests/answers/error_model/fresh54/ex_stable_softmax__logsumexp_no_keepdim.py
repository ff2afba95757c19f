# exercise: ex_stable_softmax
# mistake: The learner computes exp(x - logsumexp(x, dim)) without keepdim=True, so the per-slice values broadcast against the wrong axis; logsumexp needs keepdim=True (or unsqueeze(dim)). [cond: wrong or crashes for any input with several slices, except dim=0 of a 2-D tensor]
import torch


def ex_stable_softmax(x, dim):
    lse = torch.logsumexp(x, dim=dim)
    return torch.exp(x - lse)
