# exercise: ex_stable_softmax
# mistake: Cast the input to float32 first (JAX's default dtype), so a float64 input comes back as float32 and loses precision; keep x's dtype. [cond: float64 inputs]
import torch


def ex_stable_softmax(x, dim):
    x = x.to(torch.float32)
    shift = x.amax(dim=dim, keepdim=True)
    num = torch.exp(x - shift)
    den = num.sum(dim=dim, keepdim=True)
    return num / den
