# exercise: ex_stable_softmax
# mistake: Subtracts the maximum over the last axis whatever dim is, so for dim other than the last the shift varies inside a slice and the result is not the softmax; the maximum must be taken along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=-1, keepdim=True)      # row max
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
