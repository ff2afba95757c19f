# exercise: ex_stable_softmax
# mistake: Casts the input to float32 for "safety" and returns that, so float64 inputs come back as float32 with float32 precision; the result should keep x's dtype. [cond: float64 (or other non-float32) inputs]
import torch


def ex_stable_softmax(x, dim):
    x32 = x.float()
    m = x32.amax(dim=dim, keepdim=True)
    e = torch.exp(x32 - m)
    return e / e.sum(dim=dim, keepdim=True)
