# exercise: ex_stable_softmax
# mistake: The learner writes the result into an output buffer made with torch.zeros_like(x, dtype=torch.float32), so float64 inputs come back as float32 with float32 precision; the output should keep the input's dtype. [cond: only for float64 (or other non-float32) inputs]
import torch
from torch import nn


def ex_stable_softmax(x, dim):
    out = torch.zeros_like(x, dtype=torch.float32)
    m = x.amax(dim=dim, keepdim=True)
    e = torch.exp(x - m)
    out[...] = e / e.sum(dim=dim, keepdim=True)
    return out
