# exercise: ex_stable_softmax
# mistake: Took the maximum along the last axis while normalising along dim, so for dim other than the last the shift changes within a slice and the result is wrong; the maximum must be taken along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(-1, keepdim=True)
    x = torch.exp(x - m)
    return x / x.sum(dim=dim, keepdim=True)
