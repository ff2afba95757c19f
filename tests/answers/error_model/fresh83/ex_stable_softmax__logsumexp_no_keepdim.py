# exercise: ex_stable_softmax
# mistake: Subtracts torch.logsumexp(x, dim) without keepdim=True, so the reduced tensor broadcasts against the wrong axis (wrong values or a shape error); it needs keepdim=True. [cond: x with 2 or more axes, except dim=0 of a 2-D x]
import torch


def ex_stable_softmax(x, dim):
    lse = torch.logsumexp(x, dim)
    return torch.exp(x - lse)
