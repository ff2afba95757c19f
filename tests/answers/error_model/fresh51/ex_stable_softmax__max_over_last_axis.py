# exercise: ex_stable_softmax
# mistake: Took the maximum over the last axis while exponentiating and summing along dim, so when dim is not the last axis the shift differs inside one softmax slice (wrong weights, possibly inf/NaN); the maximum must be taken along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    row_max = x.max(dim=-1, keepdim=True).values
    ex = torch.exp(x - row_max)
    return ex / ex.sum(dim=dim, keepdim=True)
