# exercise: ex_stable_softmax
# mistake: The learner took the maximum along dim without keepdim and then always unsqueezed the last axis, so the maxima broadcast along the wrong axis when dim is not the last one (wrong values or a shape error); keepdim=True (or unsqueeze(dim)) is needed. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    maximum_values, maximum_positions = torch.max(x, dim=dim)
    maximum_values = maximum_values.unsqueeze(-1)
    exps = torch.exp(x - maximum_values)
    sums = exps.sum(dim=dim, keepdim=True)
    return exps / sums
