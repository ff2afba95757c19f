# exercise: ex_stable_softmax
# mistake: Always subtracts the maximum over the last axis whatever dim is; a shift that varies along dim changes the result, the max must be taken along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=-1, keepdim=True).values  # row max
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
