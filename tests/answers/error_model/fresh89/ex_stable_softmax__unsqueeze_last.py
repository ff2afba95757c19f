# exercise: ex_stable_softmax
# mistake: The max along dim is taken without keepdim and re-inserted with unsqueeze(-1), so for a dim that is not the last the maximum is broadcast along the wrong axis (and non-square inputs fail); it must be re-inserted at dim (keepdim=True). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m, _ = x.max(dim=dim)
    y = torch.exp(x - m.unsqueeze(-1))
    return y / y.sum(dim=dim, keepdim=True)
