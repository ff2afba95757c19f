# exercise: ex_stable_softmax
# mistake: Took the max along dim without keepdim and put the axis back with unsqueeze(-1), which is the right place only when dim is the last axis; keepdim=True (or unsqueeze(dim)) keeps it aligned for any dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values
    print("max per slice:", m.shape)
    z = torch.exp(x - m.unsqueeze(-1))
    return z / z.sum(dim=dim, keepdim=True)
