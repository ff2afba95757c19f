# exercise: ex_stable_softmax
# mistake: The learner always takes the maximum along the last axis (dim=-1) while exponentiating and summing along dim, so for any other dim the shift is not constant within a slice and the result is wrong; the maximum must be taken along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    # m = max over the scores of each row
    m = x.amax(dim=-1, keepdim=True)
    z = x - m
    e = torch.exp(z)
    Z = e.sum(dim=dim, keepdim=True)
    return e / Z
