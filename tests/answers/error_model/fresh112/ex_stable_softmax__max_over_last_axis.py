# exercise: ex_stable_softmax
# mistake: Subtracts the maximum over the last axis whatever dim is; the shift must be the maximum along dim, constant within each softmax slice. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    # subtract row max for stability
    m = x.max(dim=-1, keepdim=True).values
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
