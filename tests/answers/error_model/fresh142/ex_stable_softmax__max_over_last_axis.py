# exercise: ex_stable_softmax
# mistake: The shift module always subtracts the maximum over the last axis, while the exponentials are summed over dim; for dim other than the last axis that shift is not constant along dim, so the result is not the softmax. The maximum must be taken along dim (keepdim=True). [cond: only when dim is not the last axis]
import torch
from torch import nn


class ShiftByMax(nn.Module):
    def forward(self, x):
        return x - x.amax(dim=-1, keepdim=True)


class Normalize(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, e):
        return e / e.sum(dim=self.dim, keepdim=True)


def ex_stable_softmax(x, dim):
    shift = ShiftByMax()
    norm = Normalize(dim)
    return norm(shift(x).exp())
