# exercise: ex_stable_softmax
# mistake: The maximum subtracted is always taken along the last axis, while the softmax is taken along dim; for another dim the shift varies inside each slice and changes the result. The maximum must be taken along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=-1, keepdim=True)   # row max
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
