# exercise: ex_stable_softmax
# mistake: The learner uses the log-sum-exp trick and returns x - logsumexp(x), which is the log-softmax; the probabilities need one more exp.
import torch


def logsumexp(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    return m + torch.log(torch.exp(x - m).sum(dim=dim, keepdim=True))


def ex_stable_softmax(x, dim):
    return x - logsumexp(x, dim)
