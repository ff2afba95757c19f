# exercise: ex_stable_softmax
# mistake: Upcasts to float32 for stability and returns that, so float64 inputs come back as float32 (and lose precision) and half inputs come back as float32; the result must keep x's dtype. [cond: x not float32]
import torch

COMPUTE_DTYPE = torch.float32


def ex_stable_softmax(x, dim):
    xf = x.to(dtype=COMPUTE_DTYPE, device=x.device)
    m = xf.max(dim=dim, keepdim=True).values
    num = (xf - m).exp()
    den = num.sum(dim=dim, keepdim=True)
    return num / den
