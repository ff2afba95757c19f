# exercise: ex_stable_softmax
# mistake: Upcasts to float64 for safety and returns the float64 result, so a float32 input gives a float64 output; the softmax must keep the input's dtype.
import torch


def ex_stable_softmax(x, dim):
    x64 = x.to(torch.float64)
    shifted = x64 - x64.amax(dim=dim, keepdim=True)
    num = torch.exp(shifted)
    den = num.sum(dim=dim, keepdim=True)
    return num / den
