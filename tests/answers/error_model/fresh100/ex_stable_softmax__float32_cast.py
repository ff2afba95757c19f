# exercise: ex_stable_softmax
# mistake: Computes in float32 with .float() and returns float32 for float64 input; it should keep the input's dtype. [cond: float64 (or half) inputs]
import torch


def ex_stable_softmax(x, dim):
    x32 = x.float()
    e = (x32 - x32.amax(dim, keepdim=True)).exp()
    return e / e.sum(dim, keepdim=True)
