# exercise: ex_stable_softmax
# mistake: Computed in float64 for accuracy but returned the float64 tensor, so a float32 input gives a float64 result; it should cast back to x.dtype. [cond: only for inputs that are not float64]
import torch


def ex_stable_softmax(x, dim):
    xd = x.to(torch.float64)
    xd = xd - xd.amax(dim=dim, keepdim=True)
    num = torch.exp(xd)
    den = num.sum(dim=dim, keepdim=True)
    return num / den
