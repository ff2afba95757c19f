# exercise: ex_stable_softmax
# mistake: The module keeps a 1-element eps buffer created on the CPU and is never moved to the input's device, so on a GPU adding it to the denominator raises a device mismatch; eps must be created on x.device (or the module moved there). [cond: only on a GPU]
import torch
from torch import nn


class StableSoftmax(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim
        self.register_buffer("eps", torch.full((1,), 1e-12))

    def forward(self, x):
        z = x - x.amax(dim=self.dim, keepdim=True)
        e = z.exp()
        return e / (e.sum(dim=self.dim, keepdim=True) + self.eps)


def ex_stable_softmax(x, dim):
    return StableSoftmax(dim)(x)
