# exercise: ex_stable_softmax
# mistake: The learner subtracts the maximum along the last axis instead of along dim; when dim is not the last axis, entries of one softmax slice get different shifts, so the weights are wrong. The max must be taken along dim with keepdim=True. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=-1, keepdim=True).values
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
