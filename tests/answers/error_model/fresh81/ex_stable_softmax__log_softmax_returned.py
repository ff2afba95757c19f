# exercise: ex_stable_softmax
# mistake: Computed x − max − log Σ exp(x − max), which is the log-softmax, and returned it without the final exp.
import torch


def ex_stable_softmax(x, dim):
    # log-sum-exp trick
    c = x.amax(dim=dim, keepdim=True)
    lse = c + torch.log(torch.exp(x - c).sum(dim=dim, keepdim=True))
    return x - lse
