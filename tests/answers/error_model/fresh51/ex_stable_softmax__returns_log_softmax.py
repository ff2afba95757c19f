# exercise: ex_stable_softmax
# mistake: Used the log-sum-exp trick but returned x − logsumexp(x), which is the log of the softmax; the answer needs the exponential of that (the probabilities).
import torch


def ex_stable_softmax(x, dim):
    # logsumexp is the numerically stable way to do log(sum(exp(x)))
    lse = torch.logsumexp(x, dim=dim, keepdim=True)
    out = x - lse
    return out
