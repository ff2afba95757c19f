# exercise: ex_stable_softmax
# mistake: Returned the log-softmax x - max - log(sum exp(x - max)) (the log-sum-exp trick) without exponentiating it; the softmax is exp of that.
import torch


def ex_stable_softmax(x, dim):
    # log-sum-exp trick
    m = x.amax(dim=dim, keepdim=True)
    lse = m + torch.log(torch.exp(x - m).sum(dim=dim, keepdim=True))
    return x - lse
