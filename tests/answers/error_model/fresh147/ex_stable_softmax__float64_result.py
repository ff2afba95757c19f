# exercise: ex_stable_softmax
# mistake: Computed in float64 for extra safety and returned the float64 result, so float32 (or float16) inputs come back in another dtype; return the input's dtype.
import torch


def ex_stable_softmax(x, dim):
    x64 = x.to(torch.float64)
    m = x64.amax(dim, keepdim=True)
    e = (x64 - m).exp()
    out = e / e.sum(dim, keepdim=True)
    return out
