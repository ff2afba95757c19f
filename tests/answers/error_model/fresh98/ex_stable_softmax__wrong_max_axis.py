# exercise: ex_stable_softmax
# mistake: Subtracts the maximum along the last axis instead of along dim, so for any other dim each slice gets several different shifts and the result is no longer its softmax; the max must be taken along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    # shift by the row max so exp never sees big numbers
    row_max = x.amax(dim=-1, keepdim=True)
    e = torch.exp(x - row_max)
    return e / e.sum(dim=dim, keepdim=True)
