# exercise: ex_stable_softmax
# mistake: The learner subtracts torch.logsumexp(x, dim) without keepdim=True, so the reduced tensor broadcasts along the last axis instead of dim; wrong for every dim except 0 of a 2-D input (it crashes when the shapes do not broadcast). keepdim=True is needed.
import torch


def ex_stable_softmax(x, dim):
    # log-softmax trick: softmax = exp(x - logsumexp(x))
    lse = torch.logsumexp(x, dim=dim)
    return torch.exp(x - lse)
