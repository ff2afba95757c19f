# exercise: ex_stable_softmax
# mistake: Sums without keepdim and puts the axis back with unsqueeze(-1), which is only right for the last axis; the sum must keep the dimension at dim (keepdim=True or unsqueeze(dim)). [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.amax(dim=dim, keepdim=True)
    num = torch.exp(shifted)
    den = num.sum(dim=dim).unsqueeze(-1)
    return num / den
