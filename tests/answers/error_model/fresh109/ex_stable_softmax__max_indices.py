# exercise: ex_stable_softmax
# mistake: The learner subtracted x.max(dim, keepdim=True)[1], which is the argmax indices and not the maximum values, so exp still overflows for scores like 1e4; it needs [0] (or amax). [cond: scores large enough to overflow exp, e.g. 1e4]
import torch
from torch import nn


class StableSoftmax(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        m = x.max(self.dim, keepdim=True)[1]
        e = torch.exp(x - m)
        return e / e.sum(self.dim, keepdim=True)


def ex_stable_softmax(x, dim):
    return StableSoftmax(dim)(x)
