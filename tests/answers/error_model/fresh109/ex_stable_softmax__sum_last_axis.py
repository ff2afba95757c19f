# exercise: ex_stable_softmax
# mistake: The learner took the maximum along dim but the normalising sum along the last axis, so the result is wrong whenever dim is not the last axis; the sum must be along dim too. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    shifted = x - torch.amax(x, dim=dim, keepdim=True)
    num = torch.exp(shifted)
    den = num.sum(dim=-1, keepdim=True)
    return num / den
