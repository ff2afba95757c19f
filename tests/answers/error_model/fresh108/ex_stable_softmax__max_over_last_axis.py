# exercise: ex_stable_softmax
# mistake: Takes the maximum along the last axis (dim=-1) whatever dim is, so for another dim the subtracted shift varies within each softmax slice and the result is wrong; the max must be taken along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=-1, keepdim=True)   # row max, broadcasts back over ...
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
