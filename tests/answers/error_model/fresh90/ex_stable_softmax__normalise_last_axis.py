# exercise: ex_stable_softmax
# mistake: The learner subtracted the maximum along dim but divided by the sum along the last axis (copied from torch.softmax(x, dim=-1) examples); the sum must also be taken along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.amax(dim=dim, keepdim=True)
    numerator = torch.exp(shifted)
    denominator = numerator.sum(dim=-1, keepdim=True)
    return numerator / denominator
