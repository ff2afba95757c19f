# exercise: ex_stable_softmax
# mistake: Drops keepdim and restores the reduced axis with unsqueeze(-1), which is right only when dim is the last axis; the max must keep its axis at dim (keepdim=True or unsqueeze(dim)). [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    mx = torch.amax(x, dim=dim)
    mx = mx.unsqueeze(-1)          # make it broadcast again
    z = torch.exp(x - mx)
    return z / z.sum(dim=dim, keepdim=True)
