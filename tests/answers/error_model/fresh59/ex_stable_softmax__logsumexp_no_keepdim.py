# exercise: ex_stable_softmax
# mistake: The learner uses exp(x - logsumexp(x, dim)) but without keepdim=True, so the reduced tensor broadcasts against the wrong axes (wrong values or a shape error); logsumexp needs keepdim=True. [cond: wrong unless the reduced shape happens to broadcast onto the right axes]
import torch

def ex_stable_softmax(x, dim):
    # log-sum-exp trick, never overflows
    lse = torch.logsumexp(x, dim=dim)
    return torch.exp(x - lse)
