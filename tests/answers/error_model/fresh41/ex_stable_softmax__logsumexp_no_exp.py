# exercise: ex_stable_softmax
# mistake: Uses the fused logsumexp and returns x - logsumexp(x), which is the log-softmax; the softmax is the exp of that.
import torch


def ex_stable_softmax(x, dim):
    # logsumexp is already overflow-safe
    return x - torch.logsumexp(x, dim=dim, keepdim=True)
