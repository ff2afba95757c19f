# exercise: ex_stable_softmax
# mistake: The learner called torch.logsumexp without keepdim=True, so the reduced tensor broadcasts along the wrong axis (wrong values for square inputs, a crash otherwise); keep the reduced axis.
import torch


def ex_stable_softmax(x, dim):
    lse = torch.logsumexp(x, dim=dim)
    return torch.exp(x - lse)
