# exercise: ex_stable_softmax
# mistake: Subtracts the maximum taken along the last axis while exponentiating and summing along `dim`, so the shift varies inside each softmax slice and the result is wrong; the max must be taken along `dim` too. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    # subtract the row max so exp never overflows
    row_max = x.max(dim=-1, keepdim=True).values
    e = torch.exp(x - row_max)
    return e / e.sum(dim=dim, keepdim=True)
