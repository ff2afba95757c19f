# exercise: ex_stable_softmax
# mistake: Returned the log-softmax x - logsumexp(x) rather than the softmax itself; the answer is exp of that.
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    lse = m + torch.log(torch.exp(x - m).sum(dim=dim, keepdim=True))
    return x - lse
