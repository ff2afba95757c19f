# exercise: ex_stable_softmax
# mistake: Returns x - logsumexp(x), the log of the softmax, without the final exp; the softmax is exp of that.
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    lse = m + torch.log(torch.exp(x - m).sum(dim=dim, keepdim=True))
    return x - lse
