# exercise: ex_stable_softmax
# mistake: The learner subtracted the maximum along dim but normalised with a sum over the last axis (dim=-1); the sum must be taken along dim too. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.amax(dim=dim, keepdim=True)
    num = torch.exp(shifted)
    den = num.sum(dim=-1, keepdim=True)
    return num / den
