# exercise: ex_stable_softmax
# mistake: The learner always subtracts the maximum over the last axis, but normalises along dim; when dim is not the last axis the shift is not constant within a slice, so the result is wrong (and can still overflow). The maximum must be taken along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=-1, keepdim=True).values
    ex = torch.exp(x - m)
    return ex / ex.sum(dim=dim, keepdim=True)
