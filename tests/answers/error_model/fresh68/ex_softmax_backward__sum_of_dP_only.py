# exercise: ex_softmax_backward
# mistake: The learner subtracts P times the plain sum of dP along the last axis, Σⱼ dPⱼ, instead of the weighted sum Σⱼ dPⱼPⱼ.
import torch
from functools import partial

rowsum = partial(torch.sum, dim=-1, keepdim=True)


def ex_softmax_backward(P, dP):
    return P * dP - P * rowsum(dP)
