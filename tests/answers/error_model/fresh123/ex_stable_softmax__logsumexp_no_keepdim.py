# exercise: ex_stable_softmax
# mistake: Uses exp(x - logsumexp(x, dim)) without keepdim=True, so the log-sum-exp broadcasts against the wrong axis (wrong values or a shape error); it needs keepdim=True. [cond: x has more than one axis]
import torch


def ex_stable_softmax(x, dim):
    # softmax = exp(x - log sum exp x), logsumexp is stable
    lse = torch.logsumexp(x, dim=dim)
    return torch.exp(x - lse)
