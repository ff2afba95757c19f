# exercise: ex_stable_softmax
# mistake: The learner subtracted the maximum along dim but normalised with a sum over the last axis (dim=-1); the sum must be taken along dim too. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    e = torch.exp(x - m)
    return e / e.sum(dim=-1, keepdim=True)
