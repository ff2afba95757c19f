# exercise: ex_stable_softmax
# mistake: The learner subtracts torch.logsumexp(x, dim) without keepdim=True, so the (reduced) result broadcasts against the wrong axis: wrong values for square inputs, a shape error for others; it needs keepdim=True. [cond: inputs with more than one axis]
import torch


def ex_stable_softmax(x, dim):
    # log-softmax trick: softmax = exp(x - logsumexp(x))
    lse = torch.logsumexp(x, dim=dim)
    return torch.exp(x - lse)
