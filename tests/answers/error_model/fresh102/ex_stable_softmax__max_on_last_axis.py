# exercise: ex_stable_softmax
# mistake: The learner took the maximum along the last axis (copied from a row-wise softmax) while summing along dim; the maximum must be taken along dim too. [cond: only when dim is not the last axis and values are large]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=-1, keepdim=True).values
    e = (x - m).exp()
    return e / e.sum(dim=dim, keepdim=True)
