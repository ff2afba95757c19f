# exercise: ex_stable_softmax
# mistake: Always subtracts the maximum over the last axis, whatever dim is; the shift must be taken along dim, otherwise it differs within a slice and changes the result. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=-1, keepdim=True).values
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
