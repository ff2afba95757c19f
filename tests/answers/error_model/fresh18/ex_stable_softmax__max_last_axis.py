# exercise: ex_stable_softmax
# mistake: Took the max over the last axis regardless of dim, so the shift is not constant along dim and the result is not a softmax; the max must be taken along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=-1, keepdim=True).values  # row max
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
