# exercise: ex_stable_softmax
# mistake: The learner's logsumexp one-liner always normalises over the last axis (dim=-1) and ignores dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    return (x - torch.logsumexp(x, dim=-1, keepdim=True)).exp()
