# exercise: ex_stable_softmax
# mistake: Took the maximum with x.max(dim=dim) (no keepdim) and put the axis back with .unsqueeze(-1), which is the right place only when dim is the last axis; use amax(dim=dim, keepdim=True). [cond: dim not the last axis]
import torch


def _row_max(x, dim):
    m, _ = x.max(dim=dim)
    return m.unsqueeze(-1)


def ex_stable_softmax(x, dim):
    z = x - _row_max(x, dim)
    e = torch.exp(z)
    return e / e.sum(dim=dim, keepdim=True)
