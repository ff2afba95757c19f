# exercise: ex_stable_softmax
# mistake: Computes in float64 for safety and returns the float64 result, so a float32 input gives a float64 output; the result should be cast back to x's dtype (or computed in it). [cond: input not already float64]
import torch


def ex_stable_softmax(x, dim):
    x64 = x.to(torch.float64)
    shifted = x64 - x64.amax(dim=dim, keepdim=True)
    num = torch.exp(shifted)
    den = num.sum(dim=dim, keepdim=True)
    return num / den
