# exercise: ex_stable_softmax
# mistake: The learner uses exp(x - logsumexp(x, dim)) but without keepdim=True, so the reduced tensor broadcasts against the wrong axis (wrong values or a shape error); logsumexp must keep the reduced dimension.
import torch

def ex_stable_softmax(x, dim):
    # log-sum-exp trick, stable
    lse = torch.logsumexp(x, dim=dim)
    return torch.exp(x - lse)
