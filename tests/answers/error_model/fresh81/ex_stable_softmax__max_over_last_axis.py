# exercise: ex_stable_softmax
# mistake: Always subtracted the maximum along the last axis, whatever dim is; the shift must be the maximum along dim, otherwise it varies inside a slice. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m, _ = torch.max(x, dim=-1, keepdim=True)
    z = torch.exp(x - m)
    return z / torch.sum(z, dim=dim, keepdim=True)
