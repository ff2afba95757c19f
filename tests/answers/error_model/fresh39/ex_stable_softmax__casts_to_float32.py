# exercise: ex_stable_softmax
# mistake: Converts the input to float32 first, so float64 inputs come back as float32 with float32 precision; the softmax should keep the input's dtype. [cond: float64 (or other non-float32) input]
import torch


def ex_stable_softmax(x, dim):
    x = x.to(torch.float32)
    mx = x.amax(dim=dim, keepdim=True)
    ex = (x - mx).exp()
    return ex / ex.sum(dim=dim, keepdim=True)
