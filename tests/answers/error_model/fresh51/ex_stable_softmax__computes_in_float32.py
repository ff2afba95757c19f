# exercise: ex_stable_softmax
# mistake: Converted the scores to float32 with .float() before exponentiating, so float64 inputs come back as float32 with float32 precision; the result should keep the input's dtype. [cond: input not float32, e.g. float64]
import torch


def ex_stable_softmax(x, dim):
    z = x.float()
    z = z - z.amax(dim=dim, keepdim=True)
    num = z.exp()
    den = num.sum(dim=dim, keepdim=True)
    return num / den
