# exercise: ex_stable_softmax
# mistake: Converted the input to float32 with .float() before computing, so float64 inputs come back as float32 and lose precision; the computation should keep the input's dtype. [cond: float64 input]
import torch


def ex_stable_softmax(x, dim):
    x = x.float()
    shifted = x - x.max(dim=dim, keepdim=True).values
    num = shifted.exp()
    den = num.sum(dim=dim, keepdim=True)
    out = num / den
    return out
