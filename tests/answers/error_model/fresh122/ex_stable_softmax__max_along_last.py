# exercise: ex_stable_softmax
# mistake: Subtracts the maximum along the last axis whatever dim is; the shift must be taken along dim (keepdim=True), else values change when dim is not the last axis. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=-1, keepdim=True).values
    num = torch.exp(x - m)
    den = num.sum(dim=dim, keepdim=True)
    return num / den
