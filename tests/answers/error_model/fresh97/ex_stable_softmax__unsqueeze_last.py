# exercise: ex_stable_softmax
# mistake: Takes the max along dim without keepdim and then puts the axis back with unsqueeze(-1), which is only the right place when dim is the last axis; the max must be re-inserted at dim (keepdim=True). [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values
    m = m.unsqueeze(-1)  # shape error without this
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)
