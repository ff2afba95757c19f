# exercise: ex_stable_softmax
# mistake: The learner used the log-sum-exp trick and returned x - logsumexp(x), which is the log of the softmax; the softmax is exp of that (probabilities that sum to 1).
import torch


def ex_stable_softmax(x, dim):
    # log-sum-exp trick: never exponentiates anything > 0
    m = x.amax(dim=dim, keepdim=True)
    lse = m + torch.log(torch.exp(x - m).sum(dim=dim, keepdim=True))
    return x - lse
