# exercise: ex_stable_softmax
# mistake: The learner subtracted the maximum along dim but normalised with a sum over the last axis (dim=-1 left from a first version), so the result is not a softmax along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.amax(dim=dim, keepdim=True)
    exps = torch.exp(shifted)
    return exps / exps.sum(dim=-1, keepdim=True)
