# exercise: ex_stable_softmax
# mistake: Subtracts the max over the last axis whatever dim is, so the shift is not constant along dim and the result is not the softmax (and can overflow); subtract x.amax(dim, keepdim=True). [cond: dim is not the last axis]

import torch


def ex_stable_softmax(x, dim):
    # shift by the row max so exp never overflows
    shifted = x - x.max(dim=-1, keepdim=True).values
    e = torch.exp(shifted)
    return e / e.sum(dim=dim, keepdim=True)
