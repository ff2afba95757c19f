# exercise: ex_stable_softmax
# mistake: The input is cast to float32 first, so float64 inputs come back as float32 and lose precision; the computation should keep x's dtype. [cond: float64 (or other non-float32) inputs]
import torch


def ex_stable_softmax(x, dim):
    x = x.float()
    biggest = x.amax(dim=dim, keepdim=True)
    num = (x - biggest).exp()
    den = num.sum(dim=dim, keepdim=True)
    return num / den
