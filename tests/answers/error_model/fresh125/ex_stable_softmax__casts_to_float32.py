# exercise: ex_stable_softmax
# mistake: converts the input with .float() "for stability", so float64 (or half) inputs come back as float32 with float32 precision; the result should keep the input's dtype. [cond: input dtype is not float32]
import torch
import torch.nn.functional as F


def ex_stable_softmax(x, dim):
    x = x.float()
    shifted = x - x.amax(dim=dim, keepdim=True)
    return F.softmax(shifted, dim=dim)
