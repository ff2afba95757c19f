# exercise: ex_stable_softmax
# mistake: Took the log-sum-exp over the last axis whatever dim is asked, so the result is normalised along the wrong axis when dim is not the last one. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    # softmax = exp(x - logZ), logZ = log sum exp x  (stable)
    log_Z = torch.logsumexp(x, dim=-1, keepdim=True)
    return torch.exp(x - log_Z)
